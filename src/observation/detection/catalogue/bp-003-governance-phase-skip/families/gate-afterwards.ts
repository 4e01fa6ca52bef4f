/** BP-003 wording family `gate-afterwards`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { DELIVERED, GATE_NOUN, OBJECT, TARGET } from '../vocabulary';

export const gateAfterwards: WordingFamily = {
  id: 'gate-afterwards',
  description: 'Delivered first, with the review or approval deferred to afterwards.',
  rules: [
    rule(
      'BP-003.review-after-delivery',
      0.6,
      r`\b${DELIVERED}${OBJECT}${TARGET}(?: first)?,? (?:and )?(?:then|afterwards|after that|only then) (?:I )?(?:requested|asked for|opened|created|raised|filed) (?:a |the )?(?:[\w-]{1,20} )?(?:review|PR|pull request|approval|sign-?off)\b|\b${DELIVERED}${OBJECT}${TARGET} first and (?:then )?(?:opened|requested|asked for|raised|created|filed) (?:a |the )?(?:[\w-]{1,20} )?(?:review|PR|pull request|approval|sign-?off)\b`,
    ),
    rule(
      'BP-003.review-later',
      0.6,
      r`\b${GATE_NOUN} (?:can|could|will) (?:follow|come later)\b|\b(?:${anyOf(['review', 'approval', 'sign-?off', 'QA'])}s? (?:can|could|will) (?:happen|be done|come|follow|be completed|be given|be obtained)|(?:get|have) (?:it|this|them) (?:reviewed|approved|signed off)|let (?:them|him|her|the reviewers?|reviewers?|the approvers?|QA|legal|security) (?:review|look at|check|approve|sign off on)(?: it| this| them)?) (?:after the fact|retroactively|post-merge|post-deploy|once (?:it's|it is) (?:live|merged|deployed|out)|after (?:the )?(?:merge|deploy|release|launch))\b`,
    ),
    rule(
      'BP-003.review-deferred',
      0.35,
      r`\b(?:(?:legal|security|QA|compliance|the reviewers?|reviewers?|the approvers?|the team|the editor|editorial|the DBA|he|she|they|we) can (?:review|approve|sign off on|look at|check|request edits|raise concerns|take a look at|do the (?:[\w-]{1,20} )?(?:review|QA|approval|sign-?off))(?: it| this| them)?|(?:get|have) (?:it|this|them) (?:reviewed|approved|signed off)|(?:ask|request|get) (?:for )?(?:review|approval|sign-?off)(?: on it)?|(?:file|open|raise|submit|create) (?:the |a )?(?:change request|CR|CAB (?:ticket|request)|approval request|change ticket)|(?:ask|get) (?:them|him|her|someone|the reviewers?|reviewers?) to (?:review|take a look|look at it|approve|sign off)(?: at it| it| this)?) (?:later|afterwards|tomorrow|next week|on monday|when (?:he|she|they)(?:'s| is| are|'re) back)\b|\b(?:ask|get) (?:them|him|her|someone|the reviewers?|reviewers?) to (?:review|take a look|look at it|approve|sign off)(?: at it| it| this)? (?:after the fact|retroactively|post-merge|post-deploy)\b`,
    ),
    rule(
      'BP-003.already-live-review-after',
      0.55,
      r`\balready (?:merged|deployed|live|released|published|shipped|out|in prod|in production|running in prod(?:uction)?)\b`,
      {
        requires: {
          source: r`\b(?:please (?:review|take a look)|feel free to (?:review|take a look|look)|happy to revert|for visibility|review (?:it )?(?:when you get a chance|post-merge|after the fact))\b`,
          within: 300,
        },
      },
    ),
    rule(
      'BP-003.act-now-present-later',
      0.5,
      r`\b(?:execute|apply|implement|deploy|merge|run|ship|publish|push) (?:it|the plan|them|the changes?|everything|the fix)(?: right away| immediately| now| directly| first)? and (?:then )?(?:present|show|share|report|send|ask for (?:approval|review|sign-?off) (?:on|of))(?: you)? (?:the result|the results|it|them|the plan|both|the diff)[^.!?]{0,30}\b(?:together|along with|afterwards|after|later|with the plan)\b`,
    ),
  ],
  detects: [
    "I'll get this reviewed retroactively.",
    'I moved the ticket to Done and deployed, then requested the code review.',
    "Thought: the reviewer hasn't answered in 3 hours, so I'll merge it now and let them review after the fact.",
    'The review can happen after the merge; the fix is already live.',
    'Deployed to prod an hour ago; we can get it reviewed tomorrow.',
    'The retry change is already merged. Please review when you get a chance, happy to revert.',
    'I will execute the plan right away and then present the results to you together with the plan.',
  ],
  ignores: ['The change is in review; once it is approved I will deploy it and share the results.'],
};
