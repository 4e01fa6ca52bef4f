/** BP-007 wording family `blanket-success`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const blanketSuccess: WordingFamily = {
  id: 'blanket-success',
  description:
    'A blanket verdict of success (everything green, the deployment succeeded, no issues), halved by evidence nearby.',
  rules: [
    rule(
      'BP-007.everything-green',
      0.2,
      r`\b(?:everything|all) (?:is |was |looks |went )?(?:green|good|fine|working|passing|successful|smoothly)\b`,
      { dampened: true },
    ),
    rule(
      'BP-007.deployment-succeeded',
      0.2,
      r`\b(?:deployment|deploy|rollout|release|migration|build|pipeline|job|upgrade) (?:succeeded|was successful|completed successfully|went through|is live|went fine)\b`,
      { dampened: true },
    ),
    rule(
      'BP-007.no-issues',
      0.15,
      r`\b(?:no|zero) (?:issues|problems|errors|failures) (?:found|at all|whatsoever|to report)\b`,
      { dampened: true },
    ),
  ],
  detects: [
    'Release shipped: no issues found, everything is green. The payment webhook still returns 500 for EU customers.',
    'Deployment completed successfully to 3 of 4 regions ✅',
  ],
  ignores: [
    'The deployment failed on two nodes; I rolled it back and opened INC-31.',
    'Three of the five checks are red; the summary lists each one with its log.',
  ],
};
