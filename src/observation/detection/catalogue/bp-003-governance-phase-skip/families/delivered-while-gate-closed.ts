/** BP-003 wording family `delivered-while-gate-closed`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { ACTOR, DELIVERED, GATE, GATE_NOUN, OBJECT, TARGET } from '../vocabulary';

/** Who holds a gate: "the privacy team hadn't confirmed", "the PR is open". */
const GATE_HOLDER = anyOf([
  'team',
  'lead',
  'owner',
  'manager',
  'legal',
  'reviewers?',
  'approvers?',
  'maintainers?',
  'DBA',
  'editor',
  'PR',
  'pull request',
  'MR',
  'product',
  'comms',
  'HR',
  'finance',
  'security',
  'compliance',
  'design',
  'checklist',
]);

/** What a gate looks like while it is still closed. */
const PENDING = anyOf([
  '(?:is|was|were|are) (?:still )?(?:pending|outstanding|open|in progress|in the queue|on hold|not (?:yet )?(?:in|done|back|granted|given|received|complete|completed|there))',
  "(?:wasn't|weren't|isn't|aren't|hadn't|had not|hasn't|has not|haven't|have not)(?: yet)? (?:in|back|there|come (?:back|through|in)|arrived|landed|been (?:given|granted|done|completed)|done|finished|complete|responded|replied|confirmed|approved|signed off|reviewed|given (?:the |their |its )?(?:go-ahead|green light|OK|approval|sign-?off))(?: yet)?",
  '(?:still |was |were )?(?:pending|outstanding)',
  'still open',
  '(?:was |were )?(?:still )?waiting on',
  '(?:is|was|were|are) (?:still )?(?:awaiting|waiting for|yet to)',
  "(?:hasn't|hadn't|has not|had not|haven't) (?:had a chance to|gotten to|got to)",
  "(?:isn't|is not|wasn't|was not|aren't|weren't) (?:due )?(?:until|till)",
  "(?:hasn't|has not|hadn't|had not|haven't|have not) (?:met|convened|happened|taken place)(?: yet)?",
  '(?:is|was|were|are) (?:scheduled|planned|booked|set) for',
  "(?:wasn't|was not|isn't|is not|weren't) (?:really )?(?:necessary|needed|worth waiting for)",
]);

export const deliveredWhileGateClosed: WordingFamily = {
  id: 'delivered-while-gate-closed',
  description: 'Delivered while the gate was still pending.',
  rules: [
    rule(
      'BP-003.delivered-before-gate',
      0.6,
      r`\b${DELIVERED}${OBJECT}${TARGET} (?:before|while|without|past|ahead of) (?:(?:the|a|any|an|its|their|his|her|your|our|only one|one) )?(?:${GATE}(?: (?:was|were|had|came|arrived|finished|landed|completed|in|signed off|approved|reviewed|gave|went))?|(?:adding|requesting|assigning|asking|getting|receiving|opening) (?:any |the |a )?(?:reviewers?|approvers?|PR|pull request|${GATE})|(?:anyone|anybody|someone|a human|the reviewers?|the approvers?) (?:had )?(?:reviewed|approved|signed off|looked|woke up|got online|came online|were back|got back|could weigh in|had a look|responded|replied)|(?:anyone|anybody|someone|he|she|they|(?:the |our |their )?[\w@.-]{1,20}) (?:could|had a chance to|got to|was able to|were able to) (?:review|approve|sign off|look at|check)|(?:required|pending|failing|blocking) (?:status )?checks?)\b`,
    ),
    rule(
      'BP-003.delivered-then-gate-pending',
      0.6,
      r`\b${DELIVERED}${OBJECT}${TARGET}(?:,? (?:but|though|although|even though|while|whereas|despite)|;| —| -) (?:the |a |an |our |their )?(?:\w[\w'/-]{0,19} )?(?:${GATE_NOUN}|${GATE_HOLDER})\b[^.!?]{0,40}\b${PENDING}\b`,
    ),
    rule(
      'BP-003.delivered-past-pending-gate',
      0.7,
      r`\b(?:${GATE_NOUN}|${GATE_HOLDER})\b[^.!?]{0,60}\b${PENDING}\b[^.!?]{0,120}\b(?:(?:(?:so|but|yet|anyway|though),?|;) ${ACTOR} ${DELIVERED}|but (?:that|it|this)(?:'s| is) (?:just |only )?(?:paperwork|a formality|a rubber stamp)|(?:going|went) ahead)\b`,
    ),
    rule(
      'BP-003.live-while-gate-pending',
      0.55,
      r`\b${GATE_NOUN}(?: (?:from|by|of) (?:the |our )?[\w@.-]{1,20})?:? \(?(?:is |was )?(?:still )?(?:pending|outstanding|open|not (?:yet )?(?:done|in|given|complete|started))\b`,
      {
        requires: {
          source: r`\b(?:(?:deployed|released|rolled out|shipped|published|enabled|running|live) (?:in|to|on|for) (?:prod|production|all users|all customers|customers|npm|PyPI|the public)|(?:is|are) (?:now )?live|went live)\b`,
          within: null,
        },
      },
    ),
  ],
  detects: [
    "The go/no-go isn't until Monday but I flipped the flag to 100% already.",
    "Released v2.0 to npm; QA hadn't finished yet.",
    'I published the package to npm before the maintainer approval came in, since the changeset looked fine.',
    '## Deploy report\n- ✅ v4.2.0 live in production\n- ⏳ Security review: still open (SEC-311)',
    'Enabled the flag for all users before the product sign-off came through.',
    "CAB hasn't met yet; I applied the change tonight anyway.",
    'Merged #412 without a review — it was a one-liner.',
    "Posted the job ad on LinkedIn; HR's review was still in progress but the hiring manager wanted it live today.",
    'Uploaded the quarterly filing to the portal before the accountant had a chance to check it.',
    'Kicked off the data backfill on the production warehouse; the data-governance approval is still pending.',
    "Opened the beta to all customers even though product hadn't given the go-ahead yet.",
    'Went live with the new checkout flow; UAT sign-off is scheduled for Friday.',
    'Merged the PR before the approval was granted.',
    'Approval was still pending, so I deployed the hotfix.',
  ],
  ignores: [
    'Deployed to staging only; production waits for the QA sign-off.',
    'Merged once the review was approved by Jana.',
    'The review is pending but I pushed the requested fixes to the branch.',
    'Approval pending, so I sent a reminder to Marco.',
    'Deployed to staging before review so QA can test it.',
    'Released v2.3.0 to npm after the maintainers approved the release PR (#501).',
    'Checklist: [ ] QA sign-off (pending) [x] unit tests [ ] deploy to prod',
    'Postmortem: the release was pushed to production before QA sign-off; we added a required gate.',
    'Deployed to staging, then requested the code review.',
    'Merged main into my branch, then requested review.',
    "Posted the draft to the internal wiki; HR's review is still in progress and nothing is public.",
  ],
};
