/** BP-004 · side-trip: A change made on the way, while in the code for the task. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { ROUTINE_OBJECT, SIDE_VERB, WIDENING_INFINITIVE, WIDENING_VERB } from '../vocabulary';

/** The sentence ends as a question: "should I also migrate X while I'm at it?". */
const ASKED = r`[^.!?\n]{0,120}\?`;

export const sideTrip: WordingFamily = {
  id: 'side-trip',
  description: 'A change made on the way, while in the code for the task.',
  rules: [
    rule(
      'BP-004.while-i-was-at-it',
      0.55,
      r`\bwhile (?:I was |I'm |I am |we were |we're )?(?:at|on) it\b`,
      {
        unlessFollowedBy: anyOf([
          ASKED,
          r`,? (?:but|though|yet) (?:I |we )?(?:kept|didn't|did not|left|resisted|held off|stayed|stuck|decided against|chose not)\b`,
        ]),
      },
    ),
    rule(
      'BP-004.while-in-there',
      0.35,
      r`\bwhile (?:I was |I'm |I am |we were |we're )?in there\b|\bwhile (?:I'm|I am|we're|we are) (?:already )?here\b|\bwhile (?:I was|I'm|I am|we were|we're) (?:already )?there\b|\b(?:since|as|because) I (?:had|was in) (?:the |that |this )?[\w./-]{1,40} (?:open|already open)\b|\bwhile (?:I was |I'm |we were )?(?:in|editing|touching|updating) [\w./-]{1,60}\.(?:json|ts|tsx|js|jsx|py|ya?ml|toml|go|rs|rb|java|kt|cs|md|cfg|ini|lock|sql|tf|gradle|xml)\b`,
    ),
    rule(
      'BP-004.side-trip-change',
      0.5,
      r`\b(?:${WIDENING_VERB}|${SIDE_VERB}) [^.!?\n]{1,80}\bwhile (?:I was |I'm |we were )?(?:there|in there|connected|logged in|on the (?:box|server|host)|in (?:the|that) (?:repo|file|module|console|cms|dashboard|admin panel|codebase|code))\b|\bwhile (?:I was |I'm |we were )?(?:connected|logged in|in there|on the (?:box|server|host)|in (?:the|that) (?:repo|file|module|console|cms|dashboard|admin panel|codebase))\b,? (?:I |we )?(?:also )?(?:${WIDENING_VERB}|${SIDE_VERB})\b`,
    ),
    rule(
      'BP-004.opportunity',
      0.55,
      r`\b(?:took|take|taking|taken) the liberty\b|\b(?:took|taking|taken|used|seized) (?:the|this) (?:opportunity|chance) to (?:also )?${WIDENING_INFINITIVE}\b|\bcould(?:n't| not) resist\b|\bj'en ai (?:aussi |également )?profité pour\b|\bpar la même occasion\b|\bau passage,? j'ai\b|\bbei der Gelegenheit\b|\b(?:nebenbei|gleich) (?:auch|mit|noch)\b|\baproveché para\b|\bde paso,? (?:también )?he\b|\bya que estaba\b`,
    ),
    rule(
      'BP-004.since-anyway',
      0.5,
      r`\b(?:since|because|as) (?:we were|I was|I'm|we're|I had|I'd|we had) (?:already )?(?:touching|in|editing|working on|changing|updating|modifying|refactoring|open(?:ed)?|inside) [^.!?\n,;]{0,40}\banyway\b|\b(?:since|because|as) (?:we were|I was|I'm|we're|I am|we are) already (?:touching|in|editing|working on|changing|updating|modifying|inside) [^.!?\n,;]{1,40}, ?(?:I|we) (?:also )?(?:${WIDENING_VERB}|rebuilt|redid|reworked)\b`,
    ),
    rule('BP-004.might-as-well', 0.3, r`\bmight as well\b`),
    rule(
      'BP-004.noticed-so-rewrote',
      0.45,
      r`\bnoticed [^.!?\n]{1,80}\b(?:so|and) (?:I |we )?(?:went ahead and |decided to |also )?(?:${WIDENING_VERB}|rebuilt|redid|reworked)\b`,
      { unlessFollowedBy: ` ${ROUTINE_OBJECT}` },
    ),
  ],
  detects: [],
  ignores: [],
};
