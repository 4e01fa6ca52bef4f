/** BP-001 wording family `predicted-result`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

/** Code reasoned about instead of run: "based on the code, the tests would pass". */
const READ_NOT_RUN = r`(?:based on|from|going by|judging by|judging from) (?:reading |reviewing |looking at |inspecting |tracing )?(?:the |my )?(?:code|diff|source|implementation|logic|code path)s?`;

const OUTCOME = r`(?:tests?|suite|specs?|build|checks?|it|they|migration|change|fix|endpoint|handler|call|request|function|query|script|job) (?:would|should) (?:all |still |now )?(?:pass|succeed|work|be green|go green|return|print|output)`;

const PREDICTED_RESULT = anyOf([
  r`${READ_NOT_RUN},? (?:the |all |every |this |these |both |my )?(?:[\w-]{1,20} )?${OUTCOME}`,
  r`${OUTCOME} based on (?:reading |reviewing |looking at |inspecting |tracing )?(?:the |my )?(?:code|diff|source|implementation|logic|code path)`,
  r`(?:running|executing|calling|invoking) (?:the |this |that |it |my )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?would (?:print|output|return|give|produce|show|yield|display|log)[^.!?\n]{0,80}[.!]? (?:so |thus |therefore |hence )?(?:the )?(?:output|result|answer) (?:is|would be)`,
]);

export const predictedResult: WordingFamily = {
  id: 'predicted-result',
  description: 'What running the code would give, stated from reading it instead of running it.',
  rules: [rule('BP-001.predicted-result', 0.55, r`\b${PREDICTED_RESULT}\b`)],
  detects: [
    'Based on the code, the migration would succeed on the production schema, so I marked it done.',
    'Based on reading the diff, all the tests would pass; no need to run them.',
  ],
  ignores: [
    'I ran the migration on a copy of production; the log shows 42 tables altered and exit code 0.',
  ],
};
