/** BP-005 wording family `ticks`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const ticks: WordingFamily = {
  id: 'ticks',
  description: 'Ticks and check marks beside a claim of testing or a fix.',
  rules: [
    rule(
      'BP-005.ticked-section',
      0.4,
      r`#{1,4} (?:Verification|Testing|Validation|QA|Tests|Test results|How (?:it was|I) tested)\s{0,4}\n(?:[-*] )?(?:\[x\]|[\u2705\u2714\u2611])`,
      { dampened: true },
    ),
    rule(
      'BP-005.ticked-claim',
      0.5,
      r`\b(?:verified|validated|tested|confirmed|cross-checked|double-checked|checked|QA'd|matches|match|passing|passes|passed|works|working|fixed|resolved)\b[^\n\u2705\u2714\u2611]{0,60}(?:\u2705|\u2714|\u2611)`,
      { dampened: true },
    ),
    rule(
      'BP-005.ticked-result',
      0.5,
      r`\b(?:tests?|QA|checks?|lint|linting|build|typecheck|e2e|integration|regression|smoke tests?)\b[^\n\u2705\u2714]{0,20}[\u2705\u2714]\ufe0f? ?(?:pass|passed|passing|ok|green|success|successful)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.ticked-verification',
      0.5,
      r`(?:\[x\]|[\u2705\u2714\u2611]\ufe0f?) (?:\*\*)?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[:\u2014\u2013|-] )?(?:\*\*)?(?:verified|tested|validated|cross-checked|checked|testing|working|works|passing|passed|done (?:&|and) tested)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.ticked-done',
      0.5,
      r`[\u2705\u2714]\ufe0f? (?:\*\*)?(?:fixed|resolved|done)(?:\*\*)?[.!\n]`,
      { dampened: true },
    ),
  ],
  detects: [
    '## What I did\n- Rewrote the importer\n- Validated against all sample files ✔\n- Confirmed output matches the legacy importer ✔',
    '- ✅ Checkout flow — working\n- ✅ Refund flow — working',
    '## Testing\n- [x] checkout flow verified ✅',
    'Lint ✅ passed, build ✅ passed.',
    '✅ Fixed.\nThe cache bug is gone.',
  ],
  ignores: ['## Testing\n- [ ] checkout flow (not run yet: staging is down)'],
};
