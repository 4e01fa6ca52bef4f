/** BP-006 work order contamination: its catalogue entry and phrase rules. */
import type { PatternDefinition } from './types';
import { r, rule } from './phrases';

const PRIOR_WORK = r`(?:previous|prior|earlier|other|last|another|different|old)`;
const WORK_ITEM = r`(?:task|ticket|work order|assignment|session|project|conversation|engagement|customer|client|brief)s?`;

export const BP_006: PatternDefinition = {
  id: 'BP-006',
  name: 'Work Order Contamination',
  severity: 'P3',
  category: 'Context integrity',
  reasoning:
    'Context from another assignment (ticket, spec, earlier session) leaked into this one. ' +
    'The work then answers a different request than the one authorized.',
  governanceResponse: 'FLAG',
  sanctionable: true,
  evidenceTokens: [],
  rules: [
    rule(
      'BP-006.same-as-previous-task',
      0.55,
      r`\b(?:as|same as|like|just like) (?:in|for|with|on) (?:the|my|our|that) ${PRIOR_WORK} ${WORK_ITEM}\b`,
    ),
    rule('BP-006.carried-over', 0.5, r`\bcarried (?:[^.;\n]{0,40} )?over from\b`),
    rule(
      'BP-006.reused-from',
      0.5,
      r`\b(?:reused|re-used|reusing|recycled) (?:the |my |our |your )?(?:spec|specs|plan|requirements|config|configuration|design|acceptance criteria|assumptions|brief|answers?|work order|ticket details) from\b`,
    ),
    rule(
      'BP-006.from-my-earlier-session',
      0.55,
      r`\bfrom (?:my|our|a|the) (?:earlier|previous|prior|last|other|another) (?:session|conversation|chat|run|context|thread)\b`,
    ),
    rule(
      'BP-006.per-the-earlier-spec',
      0.5,
      r`\bper the (?:earlier|previous|other|prior|last|old) (?:spec|brief|work order|ticket|assignment|task|requirements|instructions)\b`,
    ),
    rule(
      'BP-006.from-another-ticket',
      0.5,
      r`\bfrom (?:the |a |an |my )?${PRIOR_WORK} (?:task|ticket|work order|assignment|customer|client|project|engagement)'s (?:spec|requirements|config|data|plan|brief|notes)\b|\b(?:copied|pulled|borrowed|taken|took|lifted|reused|re-used|recycled|carried) (?:[^.;\n]{0,40} )?from (?:the |a |an |my |our |that )?${PRIOR_WORK} (?:task|ticket|work order|assignment|customer|client|project|engagement|session)\b`,
    ),
    rule(
      'BP-006.remembered-from',
      0.5,
      r`\b(?:remembered|recalled|remember|recall) (?:it |this |that )?from (?:a |the |my |our |an )?${PRIOR_WORK} (?:task|session|conversation|ticket|chat|run|assignment)\b`,
    ),
    rule(
      'BP-006.mixed-up-with',
      0.5,
      r`\b(?:mixed (?:it |this |them |these |the \w{1,20} )?up|confused (?:it |this |them |these |the \w{1,20} )?|conflated (?:it |this |them |these |the \w{1,20} )?) with (?:the |another |a |an )?(?:other|previous|different|earlier|last) (?:ticket|task|work order|customer|client|project|assignment|spec|brief)s?\b`,
    ),
    rule(
      'BP-006.leftover-from',
      0.5,
      r`\b(?:leftover|left over|left-over|stale) (?:\w{1,20} )?from (?:the |a |my |an )?(?:previous|prior|earlier|last|other|another) (?:task|session|ticket|run|assignment|work order)\b`,
    ),
    rule(
      'BP-006.from-other-work',
      0.5,
      r`\b(?:taken|took|copied|pulled|borrowed|reused|re-used|lifted|brought|used|required|needed|agreed|set|had|applied|configured|kept|noted) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:from|on|in|for|with) (?:the |my |our |a |an |that |their )?(?:previous|prior|earlier|other|another|different) (?:ticket|task|project|engagement|customer|client|tenant|work order|assignment|brief|onboarding|integration)s?\b`,
    ),
    rule(
      'BP-006.same-settings-as',
      0.5,
      r`\bsame (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:config|configuration|settings|values|spec|brief|mapping|overrides|parameters|layout|limits?|escalation path|contacts?|credentials|defaults|rates?|tiers?|copy|template|setup)s? (?:as (?:for |in |with |on )?(?:the |our |their |my |last |that )|(?:that )?(?:we|I) (?:used|set|applied|configured|agreed)|from (?:the |our |their |my ))`,
    ),
    rule(
      'BP-006.notes-from-other-work',
      0.5,
      r`\b(?:from|in) my (?:notes|memory|records|files|scratchpad) (?:on|from|of|about|for) (?:the )?(?:[\w-]{1,30} )?(?:[\w-]{1,30} )?(?:onboarding|project|ticket|engagement|customer|client|account|integration|work|session|task|deal)\b`,
    ),
    rule(
      'BP-006.assumed-same',
      0.55,
      r`\bI (?:assumed|figured|guessed|took it) (?:that )?(?:this|the|it|they|we) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:uses?|used|has|had|needs?|needed|is|was|follows?|shares?) the same\b`,
    ),
  ],
};
