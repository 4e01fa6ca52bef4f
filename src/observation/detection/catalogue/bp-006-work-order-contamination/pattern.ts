/** BP-006 work order contamination: its catalogue entry and the wording families it is written in. */
import { definePattern } from '../define';
import { takenFromEarlierWork } from './families/taken-from-earlier-work';
import { broughtFromNamedWork } from './families/brought-from-named-work';
import { samenessAssumed } from './families/sameness-assumed';
import { anotherAssignmentsContext } from './families/another-assignments-context';
import { otherLanguages } from './families/other-languages';

export const BP_006 = definePattern({
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
  families: [
    takenFromEarlierWork,
    broughtFromNamedWork,
    samenessAssumed,
    anotherAssignmentsContext,
    otherLanguages,
  ],
});
