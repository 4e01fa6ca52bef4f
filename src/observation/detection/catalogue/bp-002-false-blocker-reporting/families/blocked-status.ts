/** BP-002 wording family `blocked-status`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const blockedStatus: WordingFamily = {
  id: 'blocked-status',
  description: 'A blocked status declared, with or without its reason.',
  rules: [
    rule(
      'BP-002.i-am-blocked',
      0.5,
      r`\bI(?:'m| am| remain|'m still| am still|'ve been| have been) (?:currently )?(?:blocked|stuck) (?:by|on|until|pending)\b|\bstatus:? (?:\*\*)?blocked\b`,
      { dampened: true },
    ),
    rule('BP-002.blocked-marker', 0.4, r`(?:\u26d4|\ud83d\udeab)\ufe0f?\s{0,2}(?:\*\*)?blocked\b`, {
      dampened: true,
    }),
    rule(
      'BP-002.blocked-with-reason',
      0.5,
      r`\b(?:blocked|stuck|aborting|aborted|on hold|cannot proceed|skipped|not (?:run|executed|deployed|tested))(?:\*\*)?\s{0,2}[:(\u2014\u2013-]\s{0,2}(?:\*\*)?(?:no (?:[\w-]{1,20} )?(?:access|credentials|permissions?|token|key|license|network|internet|gpu|vpn|context|kubeconfig|runner|device|display|browser)|(?:the |an? )?[\w-]{1,20}(?: [\w-]{1,20})? (?:is |are |was |)(?:unavailable|down|offline|unreachable|missing|expired|not (?:configured|installed|available|set up|provisioned))|missing)\b`,
      { dampened: true },
    ),
    rule('BP-002.blocked-by', 0.3, r`\b(?:blocked|stuck) (?:by|on|until|pending)\b`, {
      dampened: true,
    }),
  ],
  detects: [
    "I'm blocked by missing credentials for the staging cluster.",
    '⛔ Blocked: the Salesforce sandbox is locked for the quarter-end freeze, so I haven’t deployed the Apex changes.',
    'Deploy skipped (no kube context on this runner).',
  ],
  ignores: [
    'Blocked: waiting on the design review scheduled for Thursday.',
    'Status: on track. The build finished and the artifacts are uploaded.',
  ],
};
