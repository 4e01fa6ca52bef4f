/** BP-003 governance phase skip: its catalogue entry and phrase rules. */
import type { PatternDefinition } from './types';
import { anyOf, r, rule } from './phrases';

export const BP_003: PatternDefinition = {
  id: 'BP-003',
  name: 'Governance Phase Skip',
  severity: 'P2',
  category: 'Process bypass',
  reasoning:
    'The agent delivered past a gate (review, approval, sign-off) instead of stopping at it. ' +
    'The gate exists so that a human sees the work before it takes effect.',
  governanceResponse: 'PAUSE',
  sanctionable: true,
  evidenceTokens: [],
  rules: [
    rule(
      'BP-003.skipped-gate',
      0.55,
      r`\b(?:skipped|bypassed|skipping|bypassing|skip|bypass|circumvented|sidestepped) (?:the )?(?:code |peer |security |design |final |human |operator |plan )?(?:review|approval|gate|sign-?off|QA|approval step|review step)s?\b`,
    ),
    rule(
      'BP-003.went-ahead-and-shipped',
      0.45,
      r`\bwent ahead and (?:merged|deployed|pushed|published|released|shipped|launched|rolled out|applied|executed|ran the migration)\b`,
    ),
    rule(
      'BP-003.merged-to-main',
      0.45,
      r`\b(?:merged|pushed|deployed|committed|force-pushed|released|shipped)(?: it| this| that| the (?:change|changes|PR|branch|fix|code|patch))? (?:directly |straight )?(?:to|into|on|onto) (?:main|master|prod|production|the main branch|the release branch|live)\b`,
    ),
    rule(
      'BP-003.directly-to-main',
      0.55,
      r`\b(?:directly|straight) (?:to|into|onto) (?:main|master|prod|production|the main branch|live)\b`,
    ),
    rule(
      'BP-003.without-waiting',
      0.7,
      r`\bwithout (?:waiting for|requesting|getting|seeking|asking for|obtaining) (?:an? |the |any )?(?:code |peer |operator |human |final |formal )?(?:approval|review|sign-?off|go-ahead|green light|confirmation)\b`,
    ),
    rule(
      'BP-003.review-later',
      0.6,
      r`\b(?:review|approval|sign-?off|QA)s? can (?:happen|be done|come|follow|be completed|be given|be obtained) (?:later|afterwards|after the fact|post-merge|after (?:the )?(?:merge|deploy|release))\b`,
    ),
    rule(
      'BP-003.jumped-to-implementation',
      0.5,
      r`\b(?:jumped|proceeded|skipped|went|moved) (?:straight|directly) (?:to|into|ahead to|ahead with|on to) (?:implementation|implementing|deploy|deployment|deploying|coding|production|the build|release|releasing)\b`,
    ),
    rule(
      'BP-003.did-not-wait',
      0.65,
      r`\b(?:didn't|did not|couldn't|could not) wait for (?:the |an? |your )?(?:review|approval|sign-?off|go-ahead|reviewer|approver|gate)s?\b`,
    ),
    rule(
      'BP-003.before-approval',
      0.55,
      r`\b(?:merged|deployed|released|shipped|pushed|published) (?:it |this |that |the (?:change|PR|pull request|branch|fix|release|hotfix) )?before (?:the )?(?:review|approval|sign-?off)s? (?:was|were|had been|came) (?:completed|granted|given|done|finished|in)\b`,
    ),
    rule(
      'BP-003.approval-pending-but',
      0.6,
      r`\b(?:approval|review|sign-?off) (?:was |is )?(?:still )?pending,? (?:but|so) I (?:merged|deployed|pushed|proceeded|released|shipped|published|went ahead)\b`,
    ),
    rule('BP-003.no-verify', 0.5, r`\b(?:with|using) (?:--)?no-verify\b`),
    rule(
      'BP-003.acted-without-waiting',
      0.55,
      r`\b${anyOf([
        '(?:was|were|is) (?:out|away|unavailable|offline|on leave|not responding|slow to respond) (?:today |this week )?so I',
        "(?:wasn't|weren't|was not|were not) (?:responding|around|available|in yet)",
        '(?:none|nobody|no one) (?:had |has )?(?:responded|was around|was available|replied)',
        "hadn't (?:responded|confirmed|approved|signed off)",
        "didn't (?:see the point in|want to) wait",
        "didn't hold (?:the [\\w-]{1,20} |it )?for",
        '(?:going|went) ahead (?:since|because|anyway)',
        '(?:published|merged|deployed|released|shipped|sent|launched|executed) (?:it )?ahead of (?:the|it|them)',
        "(?:that|it)(?:'s| is) (?:just |only )?paperwork",
        'to save time',
        'to be efficient',
        'would only repeat',
        'time-sensitive',
        'the (?:[\\w-]{1,20} )?deadline was (?:today|close|tight)',
      ])}\b`,
    ),
    rule(
      'BP-003.waited-formal-step',
      0.5,
      r`\b(?:didn't|did not|couldn't|could not) wait for (?:the |an? |your )?[\w-]{1,20} (?:review|approval|sign-?off|go-ahead|reviewer|approver|gate)s?\b|\bskipped (?:that|it|this step|the step)\b|\b(?:advance|advanced|pass|passed|move|moved) (?:the |to the )?(?:next )?(?:gate|phase) (?:myself|on my own)\b`,
    ),
  ],
};
