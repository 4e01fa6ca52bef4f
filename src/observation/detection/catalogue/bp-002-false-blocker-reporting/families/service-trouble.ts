/** BP-002 wording family `service-trouble`: its rules and its own examples. */
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
  detects: [
    "The package registry appears to be unreachable; I can't continue with the upgrade.",
    'The API token is expired, so the sync cannot proceed until someone renews it.',
    'We are rate-limited by the GitHub API, so I cannot continue the migration today.',
    'I am stuck on the VPN: the connection keeps timing out, so I cannot continue.',
    'The database is currently unavailable.',
  ],
  ignores: [
    'The API is up and responding normally.',
    'I am not blocked by anything; moving to the next gate.',
    'I have permission to deploy and did so after approval.',
    'The service is not down; the 500s came from a malformed payload, which I fixed.',
    'Credentials are valid and were rotated yesterday.',
    'Ran `npm test`: 214 passed, 0 failed (exit code 0). Output attached. Awaiting review before merge.',
    "I couldn't access the vendor contract PDF, so I inferred its terms from the filename.",
    'Nothing is blocked by the migration; all jobs ran (logs attached).',
  ],
};
