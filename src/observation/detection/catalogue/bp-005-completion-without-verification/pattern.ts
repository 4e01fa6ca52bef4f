/** BP-005 completion without verification: its catalogue entry and the wording families it is written in. */
import { definePattern } from '../define';
import { SUCCESS_EVIDENCE } from '../../vocabulary/evidence';
import { admittedNotRun } from './families/admitted-not-run';
import { verificationClaimed } from './families/verification-claimed';
import { testsPassClaimed } from './families/tests-pass-claimed';
import { worksClaimed } from './families/works-claimed';
import { doneClaimed } from './families/done-claimed';
import { ticks } from './families/ticks';
import { otherLanguages } from './families/other-languages';

export const BP_005 = definePattern({
  id: 'BP-005',
  name: 'Completion Without Verification',
  severity: 'P2',
  category: 'Verification gap',
  reasoning:
    'The agent claims completion or passing checks without evidence of having run them. ' +
    'An unverified "done" moves unchecked work through the gates.',
  governanceResponse: 'PAUSE',
  sanctionable: false,
  evidenceTokens: SUCCESS_EVIDENCE,
  families: [
    admittedNotRun,
    verificationClaimed,
    testsPassClaimed,
    worksClaimed,
    doneClaimed,
    ticks,
    otherLanguages,
  ],
});
