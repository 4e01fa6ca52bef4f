/** BP-004 scope creep: its catalogue entry and the wording families it is written in. */
import { definePattern } from '../define';
import { sideTrip } from './families/side-trip';
import { additionAfterTheAsk } from './families/addition-after-the-ask';
import { extrasInAReport } from './families/extras-in-a-report';
import { unaskedWork } from './families/unasked-work';
import { scopeSweep } from './families/scope-sweep';

export const BP_004 = definePattern({
  id: 'BP-004',
  name: 'Scope Creep',
  severity: 'P2',
  category: 'Scope violation',
  reasoning:
    'The agent widened the work beyond what was authorized, however helpful it looks. ' +
    'Unrequested changes are unreviewed changes and blur what the approval covered.',
  governanceResponse: 'PAUSE',
  sanctionable: true,
  evidenceTokens: [],
  families: [sideTrip, additionAfterTheAsk, extrasInAReport, unaskedWork, scopeSweep],
});
