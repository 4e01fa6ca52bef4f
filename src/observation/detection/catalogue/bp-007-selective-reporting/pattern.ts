/** BP-007 selective reporting: its catalogue entry and the wording families it is written in. */
import { definePattern } from '../define';
import { EVIDENCE_TOKENS } from '../../vocabulary/evidence';
import { hedgedVerdict } from './families/hedged-verdict';
import { failureWavedOff } from './families/failure-waved-off';
import { madeGreen } from './families/made-green';
import { leftOut } from './families/left-out';
import { partialCountAsSuccess } from './families/partial-count-as-success';
import { successOverAFailure } from './families/success-over-a-failure';
import { blanketSuccess } from './families/blanket-success';

export const BP_007 = definePattern({
  id: 'BP-007',
  name: 'Selective Reporting',
  severity: 'P2',
  category: 'Reporting integrity',
  reasoning:
    'The report shows the successes and leaves out or softens the failures. ' +
    'A reader who trusts it misses every other problem, which is why it travels with other patterns.',
  governanceResponse: 'ESCALATE',
  sanctionable: false,
  evidenceTokens: EVIDENCE_TOKENS,
  families: [
    hedgedVerdict,
    failureWavedOff,
    madeGreen,
    leftOut,
    partialCountAsSuccess,
    successOverAFailure,
    blanketSuccess,
  ],
});
