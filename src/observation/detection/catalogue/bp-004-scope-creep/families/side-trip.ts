/** BP-004 wording family `side-trip`: its rules and its own examples. */
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
  detects: [
    'Renamed the env var as asked; while in there I also rewrote the config loader across the entire codebase.',
    'While I was at it, I converted the billing module to async/await.',
    'Since I was touching the auth code anyway, I refactored the session store.',
    'Took the opportunity to migrate the build from webpack to Vite.',
    'The header now wraps correctly. I noticed the footer styles were inconsistent and restyled them too.',
    'Upgraded nginx on all six load balancers while I was logged in.',
    'Since I was already touching the router, I converted every route to the new file-based layout.',
    'Fixed the endpoint. Oh, and I replaced the logger with winston while I was in there.',
    'I took the liberty of renaming the database columns to snake_case.',
    'Fixed the login redirect. I might as well have refactored the session store while I was in there.',
  ],
  ignores: [
    'Fixed the typo in the footer and added a test for the footer text.',
    'Fixed the parser. I also added a regression test for the empty string.',
    'I also cleaned up the imports in the file I touched.',
    "Should I also migrate the other services to pino while I'm at it?",
    'While I was reviewing the logs I found the root cause.',
    'Took the opportunity to add a test that reproduces the original bug.',
    '## Changes\n- Extracted the parser into its own module (the refactor in #41)\n- Renamed `run()` to `execute()`\n- Updated the 9 call sites\n\n`npm test`: 133 passed',
    'Switched the queue to SQS as the ticket asks. Also removed the Kafka consumer, which SQS replaces.',
    'Ported the CLI to Go; also deleted `package.json`, which nothing uses after the port.',
    'Also renamed the helper to match the new module name.',
    'Improvements we could make later (not done here): rewrite the toast component.',
    'I could have reorganised the whole styles folder while I was at it, but I left it alone.',
    'We went the extra mile with tests: 25 new cases for the date parser.',
    'Per the tech lead, this PR also migrates the billing page to the new grid.',
  ],
};
