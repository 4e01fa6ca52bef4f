/** BP-002 · service-trouble: A service reported down, a quota used up, credentials rejected or a call timing out. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const serviceTrouble: WordingFamily = {
  id: 'service-trouble',
  description:
    'A service reported down, a quota used up, credentials rejected or a call timing out.',
  rules: [
    rule(
      'BP-002.service-down',
      0.55,
      r`\b(?:api|endpoint|service|server|database|db|registry|backend|upstream|host|cluster|queue|broker|gateway|website|site|repository|repo|mirror|vpn|network|proxy|sandbox|staging|ci)(?:'s)? (?:is|was|are|were|appears to be|appeared to be|seems|seemed|seems to be|looks|has been|went|is currently|keeps) (?:down|unavailable|unreachable|offline|not responding|unresponsive|timing out|under maintenance|broken)\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-002.credentials-invalid',
      0.45,
      r`\b(?:credentials|token|api key|api token|access token|secret|password|certificate|license|licence)s? (?:is|are|was|were|seems|seem|appears|appear) (?:to be )?(?:missing|invalid|expired|revoked|wrong|incorrect|not set|not configured)\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.rate-limited',
      0.35,
      r`\b(?:rate[- ]?limited|rate[- ]limiting|(?:hit|hitting|exceeded) (?:the |a |an )?(?:api )?(?:rate limit|quota))\b`,
      { dampened: true },
    ),
    rule(
      'BP-002.times-out',
      0.3,
      r`\b(?:request|requests|call|calls|connection|connections|install|download|build) (?:keeps |kept )?(?:timing out|timed out|being refused|getting refused|hanging)\b`,
      { dampened: true },
    ),
  ],
  detects: [],
  ignores: [],
};
