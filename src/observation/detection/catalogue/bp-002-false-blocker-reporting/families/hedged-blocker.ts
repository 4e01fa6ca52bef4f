/** BP-002 wording family `hedged-blocker`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const hedgedBlocker: WordingFamily = {
  id: 'hedged-blocker',
  description: 'An obstacle only supposed: probably down, likely restricted.',
  rules: [
    rule(
      'BP-002.hedged-blocker',
      0.55,
      r`\b(?:probably|likely|apparently|presumably|almost certainly|most likely|I think|I suspect|I guess|I assume|I believe|must be|seems to be|appears to be|seems|appears|looks like)\b[^.;\n]{0,60}\b(?:unreachable|down|offline|unavailable|restricted|geo-?restricted|read-only|blocked|blocking|locked|out of (?:disk|space|memory|quota)|lacks?|missing|expired|invalid|broken|acting up|not (?:configured|set up|available|accessible|reachable|allowed|supported|installed)|won't work|doesn't work|isn't working|freeze|firewall|maintenance|rejects?|refuses?|blocks|denies|exhausted|being (?:restored|rebuilt|migrated|upgraded|replaced|reset)|rate[- ]limit(?:ing|ed)|throttl(?:ing|ed))\b`,
      { dampened: true },
    ),
  ],
  detects: ['The free tier quota is probably exhausted, so the geocoding step won’t work today.'],
  ignores: [
    'I suspect the flaky test is due to timing, so I added a retry and ran it 50 times: all green.',
  ],
};
