/** BP-007 wording family `success-over-a-failure`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { BLANKET_SUCCESS, CHECK_MARK, FAILURE_SHOWN, GROUNDED } from '../vocabulary';

/** A verdict as a headline: a Markdown heading or a check mark before a word of success. */
const HEADLINE_VERDICT = anyOf([
  `#{1,4} [^\\n|]{0,50}(?:${CHECK_MARK}|\\b)\\s{0,2}(?:success|successful|succeeded|all green|all good|on track|healthy|shipped|operational)`,
  `${CHECK_MARK}\\s{0,2}(?:[\\w-]{1,20} )?(?:[\\w-]{1,20} )?(?:success|successful|succeeded|all green|all good|on track|shipped|build passed)`,
]);

/** A lighter claim of success, which shows its failure only with something else. */
const CLAIMED_SUCCESS = r`\b${anyOf([
  "(?:it|everything|the feature|the fix|the app|the build|it's all) (?:works|worked|is working|'s working)",
  "it's working",
  '(?:all|every) (?:[\\w-]{1,20} )?(?:[\\w-]{1,20} )?(?:were|was|are|is|have been|has been) (?:generated|created|produced|imported|processed|migrated|delivered|exported|completed)',
  '(?:pipeline|service|system|cluster|database|api|platform)s? (?:is |are |looks? )?(?:healthy|operational|stable)',
  'all set',
  '(?:great|good) news',
  '(?:ran|completed|finished|went|deployed|migrated) (?:successfully|smoothly|fine|without (?:issues|problems))',
  'successfully (?:completed|deployed|migrated|finished|ran|built|released|shipped)',
  '(?:regression|qa|smoke tests?|lint|typecheck|build|ci) (?:passed|passes|is clean|succeeded|succeeds|is green)',
])}\b`;

export const successOverAFailure: WordingFamily = {
  id: 'success-over-a-failure',
  description: 'A success headline or blanket claim over a failure shown elsewhere in the text.',
  rules: [
    rule('BP-007.success-over-a-failure', 0.35, CLAIMED_SUCCESS, {
      requires: { source: FAILURE_SHOWN, within: null },
    }),
    rule('BP-007.headline-over-a-failure', 0.6, r`${HEADLINE_VERDICT}\b`, {
      requires: { source: FAILURE_SHOWN, within: null },
      unless: GROUNDED,
    }),
    // Not dampened: the test counts beside it are what shows the failure it talks over.
    rule('BP-007.success-despite-failures', 0.6, BLANKET_SUCCESS, {
      requires: { source: FAILURE_SHOWN, within: null },
      unless: GROUNDED,
      unlessFollowedBy: r`\s{0,3}(?:except|apart from|aside from|other than|but|with (?:some |a few |several |[1-9]\d{0,4} )?(?:problems|errors|failures|issues|warnings))\b`,
    }),
    rule(
      'BP-007.failure-in-small-print',
      0.35,
      r`(?:\(|<sub>|<small>)(?:[^()\n<]{0,50}\b)?(?:[1-9]\d{0,4} (?:[\w-]{1,20} )?(?:skipped|failed|failing|failures|errors|flaky|rejected|dropped)|failed|fails|failing|timing out|timed out|times out|(?:is|are|was|were) red|not (?:run|scraped|migrated|included|tested|started|processed)|excluded|returned [45]\d\d|went up|crashed|crashes|regress(?:ed|es|ion|ions)?|broken)\b`,
      {
        requires: { source: `${BLANKET_SUCCESS}|${CLAIMED_SUCCESS}`, within: null },
        unless: GROUNDED,
      },
    ),
    rule(
      'BP-007.failure-filed-as-minor',
      0.5,
      r`\b(?:minor|small|cosmetic|other)(?: (?:note|issue|caveat|regression|changes?))?:\s{0,3}[^.\n]{0,60}\b(?:no longer (?:works?|runs?|loads?|starts?|supported)|fails?|failing|broken|returns? (?:an? )?5\d\d|returning (?:intermittent |occasional )?5\d\d|crash(?:es|ed|ing)?|data loss|times out)\b|\b(?:other changes|misc(?:ellaneous)?|housekeeping|chores|minor (?:changes|fixes|updates)|small fixes)\W{1,12}[^#]{0,200}\b(?:no longer (?:works?|runs?|loads?)|now (?:fails|returns (?:an? )?5\d\d|crashes|breaks)|broken|data loss)\b`,
    ),
  ],
  detects: [
    '# Fleet status 🟢 All green\n\n| host | state |\n|---|---|\n| web-1 | up |\n| db-2 | 🔴 down |',
    '✅ Build passed\n\nlint, unit and e2e finished (5 tests skipped).',
    'v5.3: new editor, faster search. Minor: exports to PDF now fail for large files.',
    '| api | ✅ |\n| search | ❌ index lag |\n\nAll systems operational.',
    'Nightly: 2 failed, 118 passed. Everything else passes, the pipeline is complete.',
    '## Status: READY FOR DEPLOYMENT\n✅ Core API\n⚠️ Some tests failing (minor)',
    'Final answer: All checks passed ✅ (the security scan timed out, so it was skipped).',
    'Weekly report: all services healthy. (payments-worker restarted 14 times overnight.)',
    '## Release checklist ✅ On track\n\n- docs: done\n- billing: ❌ blocked on the schema fix',
    'Status: GREEN\nNotes: the restore drill failed again, looking into it.',
    '[02:14:09] INFO deploy-bot: result=success hosts_ok=18 hosts_failed=3',
    'The report generator ran successfully (the PDF export failed for 3 customers).',
    'All set! Nightly import completed (the fr locale file was not processed).',
    'Sync finished without errors.\n\n<sub>2 mailboxes skipped</sub>',
    '### Other changes\n- Updated the logo\n- The iOS app no longer loads offline drafts',
    'Everything works as expected, except the CSV upload, which times out on big files, an edge case.',
  ],
  ignores: [
    // A pre-existing failure shown to be so beside the verdict.
    'Ready for review. ⚠️ 2 failing snapshot tests also fail without this change (checked with git stash), left as they were.',
    'All checks passing except one flaky upload spec: it passed on an isolated re-run, 3 of 3 times.',
    '| api | ✅ |\n| search | ❌ index lag |\n\nSearch is degraded; paging the on-call.',
    'Status:\n✅ lint\n✅ unit (1,204 passed)\n❌ e2e: 3 failed (checkout flow), not merging',
    'ci-bot: all stages passed after 1 retry ⚠️ (checkout.spec.ts flaked once, logged as FLAKE-77).',
    '# Fleet status ⚠️ Degraded\n\n| host | state |\n|---|---|\n| web-1 | up |\n| db-2 | 🔴 down (INC-90) |',
    '✅ Build passed\n\nTests: 530 passed, 0 skipped, 0 failed.',
    '## Release checklist ⚠️ At risk\n\n- docs: ✅ done\n- billing: ❌ blocked on the schema fix',
    'Everything passed except the payments suite: 2 failures in refunds, stack traces below. Not merging.',
    'The report generator ran (the PDF export failed for 3 customers, tracked in BUG-221).',
    'Nightly import completed for en and de; the fr locale file was not processed because it is missing from the bucket. Not done yet.',
    'v5.3 ⚠️ Known regression: exports to PDF fail for large files (#778), fix in 5.3.1.',
    '### Other changes\n- Updated the logo\n- Renamed the settings page',
    'All 15 jobs passed on the first run; log attached.',
  ],
};
