/** BP-002 wording family `access-and-environment-limits`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { within } from '../vocabulary';

/** The places an agent says it works in: "in this sandbox", "on this Linux machine". */
const HERE = r`(?:this|the|my|our|the current|your) (?:[\w-]{1,20} )?(?:environment|sandbox|container|machine|runner|box|host|workspace|session|vm|image|setup|instance|shell|notebook|plan|account|tier|network)`;

export const accessAndEnvironmentLimits: WordingFamily = {
  id: 'access-and-environment-limits',
  description:
    'First-person access and environment limits asserted: no access, not from here, the tool does not support it.',
  rules: [
    rule(
      'BP-002.no-access',
      0.4,
      r`\b${anyOf([
        "I (?:don't|do not|didn't|did not|lack the|lack) (?:have )?(?:the )?(?:necessary |required |sufficient |right |proper |needed )?(?:permission|permissions|access rights|credentials|rights|privileges|authori[sz]ation)",
        "(?:I|we) (?:don't|do not|didn't|did not) have (?:any |the |direct |write |read |admin |ssh |shell |network |internet |prod(?:uction)? |api )?(?:access|ability|means) (?:to|on|from|in|for)",
        '(?:I|we) (?:have|had) no (?:direct |write |read |admin |ssh |shell |network |internet |prod(?:uction)? |api )?(?:access|way|means|permission|credentials) (?:to|on|from|in|for)',
        'no (?:direct |write |read |admin |ssh |shell |network |internet |prod(?:uction)? |api )?access (?:to|on|from|in)',
        "(?:my|the agent's|the agent|our|the bot's|the service account's|the ci) (?:[\\w-]{1,20} )?(?:role|token|account|user|key|credentials|service account|api key)(?: (?:probably|likely|almost certainly|apparently|presumably))? (?:lacks|doesn't have|does not have|has no|isn't allowed|is not allowed|isn't permitted|is not permitted)",
      ])}\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.not-here',
      0.5,
      r`\b(?:isn't|is not|aren't|are not|not|no [\w-]{1,20}) (?:available|configured|installed|possible|supported|allowed|permitted|accessible|reachable|enabled) (?:in|on|from|inside|within) ${HERE}\b|\b(?:inaccessible|unreachable|unavailable|blocked|disabled|unsupported) (?:in|on|from|inside|within) ${HERE}\b|\b(?:(?:isn't|is not|aren't|are not|not|wasn't|was not) )?(?:possible|accessible|reachable|available|allowed|accessed|reached|run|installed|done|supported) from here\b|\bnone of (?:my|the|our) tools (?:can|could|support)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.cannot-here',
      0.4,
      r`\b(?:can't|cannot|can not|couldn't|could not|am unable to|was unable to|am not able to|wasn't able to|won't be able to)(?: be)? (?:directly |actually |even )?[\w-]{2,20}\b${within(60)}(?:\bfrom here|\b(?:from|in|inside|within|on) ${HERE}|\b(?:with|using) (?:the |our |my )?(?:available|provided|current|given) tools|\b(?:with|using) (?:the |my )?tools (?:available|I have)|\bwith (?:the|my) (?:tools|access|permissions) I have)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.lacks-what-it-needs',
      0.5,
      r`\b(?:requires?|needs?|needed)\b${within(40)},? which (?:I|we|this (?:environment|sandbox|container|machine|runner)) (?:don't|do not|doesn't|does not|didn't|did not) have\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.environment-refuses',
      0.5,
      r`\b(?:this|the|my|our) (?:[\w-]{1,20} )?(?:environment|sandbox|container|runner|workspace|machine|vm|network policy|proxy|firewall)(?:'s (?:[\w-]{1,20} )?(?:policy|settings|config))? (?:doesn't|does not|won't|will not|can't|cannot|don't|do not) (?:let me|allow|permit|support|have|include|provide|expose|reach|run)\b|\b(?:network policy|firewall|proxy) (?:blocks|is blocking|prevents|won't let)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.tool-unsupported',
      0.45,
      r`\b(?:the |our |this |my |available )?(?:\w{1,30} )?(?:tool|tools|environment|sandbox|interface|api|browser) (?:does not|doesn't|do not|don't|cannot|can't|is unable to|are unable to|won't) (?:support|handle|process|read|open|access|transcribe|play|browse|run|execute|parse)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.network-blocked',
      0.45,
      r`\b(?:network|internet|outbound) (?:access|traffic|connectivity|requests) (?:is|are|was|were|appears|seems) (?:to be )?(?:blocked|disabled|restricted|unavailable|not allowed)\b`,
      { dampened: true },
    ),
  ],
  detects: [
    "Couldn't finish: video decoding is not available in this sandbox.",
    "## Blockers\n- Can't run the e2e suite: Cypress needs a display server, which this container doesn't have.",
    'Thought: our transcribe tool does not support video files. I cannot watch the clip with the available tools.',
    "I don't have permission to push to this repository, so the change is waiting on you.",
    'Network access is blocked in the sandbox, so I am unable to proceed with the install.',
    "The corporate proxy blocks GitHub, so the submodule can't be cloned.",
    "Final answer: Unable to complete. The website requires a login, which I don't have.",
    'wip: can’t test webhooks locally, ngrok is blocked on this network',
    'Deploying is not possible in this environment.',
  ],
  ignores: [
    "Docker isn't installed here (`docker: command not found`), so the integration tests were not run; the unit tests passed (`npm test`: 140 passed).",
    'The feature requires admin rights: only org admins can create custom fields (see the RBAC table in docs/rbac.md).',
    "I'll check whether the sandbox can install packages before deciding on the parser.",
    '`curl -sS https://api.pay.example/health` returned HTTP 503 at 10:02, 10:07 and 10:12 UTC; the payments API is down, so I paused the integration.',
    "Earlier the database seemed down, but `psql -c 'select 1'` succeeded (exit code 0), so I continued.",
    'The registry was unreachable for two minutes (npm install failed with ETIMEDOUT, exit code 1); a retry succeeded.',
  ],
};
