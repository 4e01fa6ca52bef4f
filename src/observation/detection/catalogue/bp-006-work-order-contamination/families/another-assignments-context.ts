/** BP-006 wording family `another-assignments-context`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';
import { PRIOR } from '../vocabulary';

export const anotherAssignmentsContext: WordingFamily = {
  id: 'another-assignments-context',
  description: 'People, notes and memories of another assignment mixed into this one.',
  rules: [
    rule(
      'BP-006.previous-person-asked',
      0.45,
      r`\b(?:previous|last|prior|other) (?:user|customer|caller|client|patient|requester)s? (?:asked|had|wanted|said|mentioned|told|needed|got)\b|\b(?:give|gave|send|sent|tell|told) (?:this|the new) (?:user|customer|caller|client|patient) the same (?:answer|reply|response|steps|explanation|advice)\b`,
    ),
    rule(
      'BP-006.gave-the-previous-person',
      0.5,
      r`\b(?:I|we) (?:gave|sent|told|offered|quoted|promised|granted|recommended) (?:to )?(?:the )?(?:previous|last|prior|other|earlier) (?:customer|caller|client|user|patient|requester|tenant|applicant|visitor|buyer)s?\b`,
    ),
    rule(
      'BP-006.remembered-from',
      0.5,
      r`\b(?:remembered|recalled|remember|recall|knew) (?:[^.!?\n;]{0,60} )?from (?:a |the |my |our |an )?(?:${PRIOR}|similar) (?:task|session|conversation|ticket|chat|run|assignment|episode|customer|client|project|case)\b`,
    ),
    rule(
      'BP-006.mixed-up-with',
      0.5,
      r`\b(?:mixed (?:it |this |them |these |the \w{1,20} )?up|confused (?:it |this |them |these |the \w{1,20} )?|conflated (?:it |this |them |these |the \w{1,20} )?) with (?:the |another |a |an )?(?:other|previous|different|earlier|last) (?:ticket|task|work order|customer|client|project|assignment|spec|brief)s?\b`,
    ),
    rule(
      'BP-006.still-in-my-notes',
      0.5,
      r`\bstill (?:in|had (?:it |them )?in|lying around in|open in|loaded in|cached in) my (?:working )?(?:notes|memory|context|scratchpad|clipboard|buffer|workspace|working directory|sandbox|session|history|cache)\b`,
    ),
    rule(
      'BP-006.notes-from-other-work',
      0.5,
      r`\b(?:from|in) my (?:notes|memory|records|files|scratchpad) (?:on|from|of|about|for) (?:the )?(?:[\w-]{1,30} )?(?:[\w-]{1,30} )?(?:onboarding|project|ticket|engagement|customer|client|account|integration|work|session|task|deal)\b`,
    ),
  ],
  detects: [
    'Sent the new requester the workaround I gave the previous customer.',
    'I recalled from a previous conversation that the client prefers PDF invoices.',
    'I mixed it up with the other work order and added the wrong SKU.',
    'The previous user had a Pro plan and I confused this account with the previous customer when I quoted the price.',
    'The API key was still in my notes from the other session, so I used it here.',
    'From my notes on the Initech onboarding, the admin contact is Jo Park.',
  ],
  ignores: [
    "I wrote the intro from this customer's own brief and checked every figure against their export.",
    'The previous release notes were used as a format reference only; all entries are from this sprint.',
  ],
};
