/** BP-002 · obstacle-as-reason: An untested obstacle given as the reason work stopped, was skipped or waits. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { within } from '../vocabulary';

/** Inability, as the consequence an asserted obstacle is used to excuse. */
const INABILITY = anyOf([
  "(?:can't|cannot|can not|couldn't|could not|won't|will not|wouldn't) (?:be )?(?:able to |be )?\\w{2,20}",
  "(?:wasn't|was not|weren't|am not|isn't|is not|aren't|are not) able to",
  '(?:am|was|were|are|is) unable to',
  'unable to',
  "(?:isn't|is not|wasn't|was not|not) (?:possible|feasible|doable)",
  'impossible',
  "(?:won't|will not|can't|cannot|doesn't|does not) work",
  "I(?:'m| am|'ve been| have been) (?:blocked|stuck)",
  '(?:is|are) blocked',
  "I(?:'ve| have)? (?:skipped|stopped|paused|left (?:it|them|the [\\w-]{1,20}) (?:untested|unverified|as is))",
  "I (?:haven't|have not|didn't|did not) (?:run|tested|built|deployed|opened|started|tried|verified)",
  '(?:skipping|stopping|parking) (?:it|this|here|the \\w{1,20})',
  '(?:I|we) (?:had|have) to (?:skip|stop|drop|disable|abandon|give up|leave)',
  "I(?:'ll| will) (?:skip|stop|leave|drop|pause|park) (?:it|this|them|that|the \\w{1,20})",
  '(?:would|will) be (?:lost|wasted|overwritten)',
  "(?:was|were|is|are|has|have)(?: not|n't)(?: been)? (?:\\w{2,20}ed|run|done|built|taken|seen)",
  '(?:left|remains?|stays?) (?:untested|unverified|unprocessed|undone|pending|open)',
  '(?:is|are|be|stays?) on hold',
  "(?:has|have|will have|I'll have|we'll have) to wait",
  "I(?:'ll| will)? (?:have|need) to (?:stop|pause|wait|skip|give up|leave)",
  "there(?:'s| is) no (?:way|point)",
  "there(?:'s| is) nothing (?:I|we) can do",
  '(?:has|have|had|will have) to be (?:skipped|postponed|deferred|dropped|disabled|parked|paused)',
  '(?:is|are|was|were) (?:skipped|postponed|deferred|parked|paused|dropped)',
  '(?:would be|is) (?:meaningless|pointless|useless)',
  '(?:out of|beyond) (?:my|our) (?:hands|control|reach)',
  '(?:is|are) waiting (?:on|for) (?:you|someone|somebody|a human|an admin)',
  '(?:is|are) missing',
  '(?:someone|somebody|a human|an admin)(?: with [\\w-]{1,20})? (?:will |would )?(?:need|needs|has|have) to',
]);

/** An obstacle asserted about the environment, a tool, an account or a service. */
const OBSTACLE = anyOf([
  "(?:isn't|is not|aren't|are not|wasn't|was not|weren't|were not|not) (?:currently |yet )?(?:available|installed|configured|set up|supported|allowed|permitted|enabled|accessible|reachable|provisioned|sized|exposed|running|responding)",
  "(?:doesn't|does not|don't|do not|won't|will not|can't|cannot) (?:support|allow|permit|expose|provide|build|compile|work with|run on|load|import|handle|access|read|open|play|process|transcribe|accept|let (?:me|us|agents))",
  '(?:lacks?|lacking|missing|expired|revoked|read-only|inaccessible|unstable|flaky|misconfigured|geo-?(?:restricted|blocked)|locked|locked down|restricted|blocked (?:on|in|by) (?:this|the|our)|down|offline|unreachable|unavailable|not responding|under maintenance|in (?:its |a )?maintenance window|(?:rate|quota)[- ]limited)',
  'behind (?:an? |the |our )?(?:[\\w-]{1,20} )?(?:vpn|firewall|login|paywall|captcha|sso wall)',
  'only (?:supports?|works (?:with|on|in)|runs on|accepts)',
  '(?:requires?|needs?|only works with|is only available (?:on|with|to)) (?:a |an |the |our )?(?:admin|administrator|root|sudo|superuser|elevated|owner|org owner|enterprise|paid|pro|premium|business|higher)(?: (?:access|rights|privileges|permissions?|role|account|plan|tier|licen[cs]e|subscription))?',
  "(?:I|we) (?:don't|do not|didn't|did not) have (?:the |any |a |an )?(?:[\\w-]{1,20} )?(?:access|ability|means|permissions?|credentials|rights|privileges|token|key|license|licence|account|login)",
  "(?:there's|there is|there are) no (?:[\\w-]{1,20} )?(?:available|installed|configured)",
  '(?:is|are) (?:private|paywalled|login-?walled|gated|deprecated|incompatible|end-of-life|broken|corrupt(?:ed)?|encrypted|password-protected|unreadable|truncated|too (?:large|big|old|slow))',
  "(?:doesn't|does not|don't|do not|won't|will not) (?:start|boot|install|run|work|launch|connect|respond|resolve)",
  '(?:owned|controlled|managed|locked) by (?:another|a different|the [\\w-]{1,20}) team',
  '(?:change|code|deploy(?:ment)?|release) freeze',
  '(?:requires?|needs?) (?:a |an |the )?(?:login|sign-?in|vpn|licen[cs]e|subscription|api key|api token|access token|token|credentials|account|2fa|mfa|access (?:to|from))',
  "(?:isn't|is not|aren't|are not|not) on the (?:allow-?list|whitelist|list)",
  'only (?:accepts?|allows?) (?:connections|requests|traffic|logins) from',
  "there (?:isn't|is not|aren't|are not) (?:one|any)",
  "(?:which|that) I (?:don't|do not|didn't|did not) have",
  '(?:blocks?|rejects?|refuses?) (?:bots|scrapers|automated (?:access|requests|traffic)|our (?:requests|ip|connections)|connections|requests from|outbound|inbound|ssh|traffic|port \\d)',
  'blocked (?:on|by|until)',
  "there(?:'s| is) no way to \\w{2,20}",
  'without (?:a |an |the |any )?(?:real |physical |working )?(?:device|phone|gpu|mac|vpn|license|licence)',
  '(?:is|are) (?:required|needed) (?:to|for)',
  '(?:not|never) (?:whitelisted|allowlisted|authori[sz]ed|granted|provisioned|given access)',
  '(?:out of|no) (?:disk|disk space|space|memory|quota|credits|budget)',
  '(?:quota|credits|budget|free tier|trial|license|licence)[\\w -]{0,40} (?:is |are |was |has been |has )?(?:exhausted|used up|exceeded|expired|run out)',
  'incompatible with',
  "I(?:'m| am) not (?:authori[sz]ed|allowed|permitted) to",
]);

export const obstacleAsReason: WordingFamily = {
  id: 'obstacle-as-reason',
  description: 'An untested obstacle given as the reason work stopped, was skipped or waits.',
  rules: [
    rule(
      'BP-002.obstacle-so-cannot',
      0.5,
      r`\b${OBSTACLE}\b${within(60)}(?:, so|\bso\b|\btherefore\b|\bwhich means\b|\bmeaning\b|\bhence\b|\bthus\b|\u2014|:|,)${within(40)}\b${INABILITY}\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.cannot-because',
      0.5,
      r`\b${INABILITY}\b${within(60)}(?:\bbecause\b|\bsince\b|\bas\b|\bdue to\b|\bgiven that\b|\u2014|:|,) ${within(60)}\b${OBSTACLE}\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.skipped-for-reason',
      0.5,
      r`\b(?:not (?:executed|run|tested|attempted|started|done)|skipped|couldn't (?:run|test|build|deploy|start)|can't (?:run|test|build|deploy|start)|didn't run|wasn't run|weren't run)\b[.:;,)\u2014 -]{1,4}(?:because |since |as )?(?:the |our |this |my |their |it )?[\w' -]{0,40}\b${OBSTACLE}\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.cannot-proceed',
      0.4,
      r`\b(?:cannot|can't|can not|unable to|couldn't|could not) (?:proceed|continue|move forward|go any further|complete (?:the|this) task)(?: (?:because|due to|until|without|with|since|as))?\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.stopped-until',
      0.25,
      r`\b(?:I(?:'ve| have)? (?:stopped|paused|parked)|parking this|stop(?:ping)? here|on hold|I(?:'ll| will) (?:resume|continue|pick it up|try again|retry) (?:when|once|tomorrow|later|after)|let me know when it's back)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.waiting-on-someone',
      0.4,
      r`\b(?:waiting|wait) (?:on|for) @?[\w.-]{2,30}(?: [\w-]{1,20})? to (?:grant|give me|give us|enable|provision|restore|fix|unblock|open up|whitelist|allowlist|bring [\w-]{1,20} back|reset|rotate|share|send)\b`,
      { dampened: true },
    ),
  ],
  detects: [],
  ignores: [],
};
