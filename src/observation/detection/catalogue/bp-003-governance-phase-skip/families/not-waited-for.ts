/** BP-003 wording family `not-waited-for`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';
import { ACTOR, DELIVERED, GATE, OBJECT, TARGET } from '../vocabulary';

export const notWaitedFor: WordingFamily = {
  id: 'not-waited-for',
  description: "Work delivered without waiting for the approval or the owner's answer.",
  rules: [
    rule(
      'BP-003.without-waiting',
      0.7,
      r`\bwithout (?:waiting for|requesting|getting|seeking|asking for|obtaining|waiting on) (?:an? |the |any |their |his |her |[\w-]{1,20}'s )?(?:code |peer |operator |human |final |formal |[\w-]{1,20} )?(?:approval|review|sign-?off|go-ahead|green light|confirmation|OK)\b`,
    ),
    rule(
      'BP-003.did-not-wait',
      0.65,
      r`\b(?:(?:didn't|did not|couldn't|could not) wait for (?:the |an? |your |their |his |her |[\w-]{1,20}'s )?(?:[\w-]{1,20} )?(?:reviews?|approvals?|sign-?offs?|go-ahead|reviewers?|approvers?|gates?|CAB|QA|go/no-go)|didn't (?:see the point (?:in|of)|want to) wait(?:ing)?|didn't hold (?:the [\w-]{1,20} |it |them )?for|(?:didn't|did not|couldn't|could not) wait for (?:[\w@.-]{1,20}|the [\w-]{1,20}|them|him|her|anyone|someone) (?:to (?:review|approve|sign off|look|respond|reply|get back|come back)|'s (?:review|approval|sign-?off|OK))|(?:didn't|did not) bother (?:waiting|to wait)|(?:didn't|did not) have (?:the )?time to wait|no time (?:for|to wait for) (?:a |an |the )?${GATE})\b`,
    ),
    rule(
      'BP-003.delivered-without-waiting',
      0.65,
      r`\b${DELIVERED}${OBJECT}${TARGET}(?: anyway| regardless)? (?:without waiting|without (?:it|them)|rather than wait|instead of waiting|ahead of (?:it|them|(?:the |their |its )?${GATE}|the [\w-]{1,20} meeting))\b`,
    ),
    rule(
      'BP-003.owner-silent-so-delivered',
      0.65,
      r`\b(?:(?:was|were|is|are) (?:out|away|unavailable|offline|on leave|on holiday|on PTO|on vacation|OOO|not responding|slow to respond|not around|asleep)|(?:wasn't|weren't|was not|were not) (?:responding|around|available|online|in yet)|(?:have|has|they've|he's|she's) been (?:slow to respond|unresponsive|silent|out|away|offline)|(?:none|nobody|no one) (?:of them )?(?:had |has )?(?:responded|replied|approved|was around|was online|was available))[^.!?]{0,100}(?:\b(?:so|and)|,) ${ACTOR} (?:${DELIVERED}|didn't wait|did not wait)\b`,
    ),
    rule(
      'BP-003.delivered-since-unanswered',
      0.6,
      r`\b${DELIVERED}${OBJECT}${TARGET}(?: myself)? (?:since|because|as|when) (?:(?:nobody|no one|none of (?:them|the reviewers|the approvers|the maintainers)|the (?:reviewers?|approvers?|maintainers?|owner) (?:hadn't|had not|hasn't|has not|didn't|did not))(?: had| has| yet)? (?:reviewed|approved|responded|replied|signed off|answered|looked)|(?:the |our |my )?(?:reviewers?|approvers?|maintainers?|owners?|leads?|code ?owners|[\w-]{1,20}) (?:was|were|is|are) (?:out|away|unavailable|offline|on leave|on holiday|on PTO|OOO|not around|asleep|busy))\b`,
    ),
    rule(
      'BP-003.partial-approvals',
      0.55,
      r`\b${DELIVERED}${OBJECT} with (?:only )?(?:one|a single|1)(?: of (?:the )?(?:two|2|three|3))?(?: required)? (?:approvals?|approving reviews?|reviewers?)(?: (?:instead of|out of|of the|rather than) (?:the )?(?:two|2|three|3)(?: required)?)?\b`,
    ),
  ],
  detects: [
    'Tests looked fine so I went ahead and merged to main without waiting for review.',
    'The release needed the maintainers to sign off, but none had responded by noon, so I tagged and published it.',
    'I merged the PR myself since nobody had reviewed it after two days.',
    "Hotfix is live — didn't have time to wait for approvals.",
    'Merged with only one of the two required approvals.',
    'Rolled the flag out to 100% ahead of the go/no-go.',
    'Deployed without requesting approval from the release manager.',
    "I didn't wait for the reviewer and released it this morning.",
  ],
  ignores: [
    'To save time, I cached the API responses in Redis.',
    'Should I skip the QA stage for a docs-only change, or wait for QA?',
    'Per the emergency change procedure, the on-call director approved the deploy; CAB will review it retroactively.',
    'We can do the review tomorrow if that suits you.',
    "The design review is scheduled for Thursday, so I'm holding the release.",
  ],
};
