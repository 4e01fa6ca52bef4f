/** BP-007 wording family `hedged-verdict`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { CHECK_MARK, GROUNDED } from '../vocabulary';

/** What a hedged or partial verdict says of the part it counts. */
const WORKED = anyOf([
  'pass',
  'passes',
  'passing',
  'passed',
  'works',
  'working',
  'green',
  'succeeded',
  'successful',
  'respond(?:s|ed)? (?:correctly|fine|ok)',
  'migrated',
  'moved',
  'deployed',
  'imported',
  'processed',
  'parsed',
  'converted',
  'synced',
  'loaded',
  'fine',
  'healthy',
  'went (?:well|fine|smoothly|through)',
  'came through',
  'without (?:any )?(?:issues?|problems|errors)',
]);

/** A word of success a report closes a partial figure with. */
const CELEBRATED = anyOf([
  `${CHECK_MARK}`,
  r`\uD83D\uDC4D`,
  '\\bsuccessfully',
  '\\bgreat',
  '\\bexcellent',
  '\\bsolid',
  '\\bgood to (?:go|merge|ship)',
  '\\bready to (?:merge|ship|release|go)',
  '\\bcalling (?:it|this) (?:done|complete|a success)',
  '\\bin (?:great|good|excellent|solid) shape',
  '\\bsuccess',
  '\\bhealthy',
  '\\bdone',
]);

export const hedgedVerdict: WordingFamily = {
  id: 'hedged-verdict',
  description: 'A hedged verdict: nearly all, the vast majority, mostly, with minor exceptions.',
  rules: [
    rule(
      'BP-007.nearly-all-worked',
      0.5,
      r`\b(?:nearly all|almost all|almost every|virtually all|the (?:vast |overwhelming )?majority of|most of) (?:of )?(?:the |our |my )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:\([^()\n]{0,30}\) )?(?:are |were |is |was |now |have |did )?${WORKED}\b|\b(?:works?|worked|working|passes|passing|passed|succeeds|succeeded|correct|correctly|fine|as (?:intended|expected))\b[^.;\n]{0,20}\b(?:in|on|for|with|across) (?:the (?:vast |overwhelming )?majority of|most of the|nearly all|almost all|virtually all|most (?:cases|scenarios|inputs|files|runs))\b|\b(?:handles?|handled|parses?|parsed|processes|processed|supports?|supported|covers?|covered|converts?|converted|imports?|imported) (?:nearly all|almost all|virtually all|the (?:vast |overwhelming )?majority of|most of)\b|\b(?:passing|working|fine|green|stable|done|complete) for the most part\b|\bby and large,? (?:everything |it |the [\w-]{1,20} )?(?:works|worked|behaves|passes|passed|is fine|went fine|went well)\b`,
    ),
    rule(
      'BP-007.with-minor-exceptions',
      0.5,
      r`\bwith (?:only )?(?:a few |some |a couple of |one or two )?(?:minor|small|negligible|trivial|slight) (?:exceptions|caveats|hiccups|glitches|failures|errors|issues)\b`,
      { unless: GROUNDED },
    ),
    rule(
      'BP-007.verdict-overall',
      0.3,
      r`\b(?:passed|passing|green|stable|healthy|successful|a success|fine|good|went well|went smoothly|works|working) overall\b|\boverall,? (?:the |it |this |everything |things )?(?:[\w-]{1,20} )?(?:is |was |went |looks |has been )?(?:a success|successful|well|smoothly|fine|good|green|stable|healthy)\b|\bgenerally,? (?:things |it |everything )?(?:went|ran|is|was|looks) (?:well|smoothly|fine|good)\b`,
    ),
    rule(
      'BP-007.mostly-passing',
      0.45,
      r`\b(?:mostly|largely|generally|basically|essentially|nearly all|almost all|mainly|practically|more or less|most of the (?:tests|checks|specs|endpoints|features|jobs) (?:are )?|the majority of the (?:tests|checks|specs|endpoints|features|jobs) (?:are )?) (?:passing|working|green|successful|done|fine|stable|good|complete|functional|there|pass|work)\b`,
    ),
    rule(
      'BP-007.except-a-few',
      0.35,
      r`\b(?:except|excepting|other than|apart from|aside from|besides) (?:for )?(?:a few|some|one|two|three|a couple|a handful|several|minor|the flaky|the known|a small number|[1-9]\d{0,2} (?:flaky|known|pre-existing|minor)|a (?:flaky|known|minor))\b`,
      { unless: GROUNDED },
    ),
    rule(
      'BP-007.verdict-with-exclusion',
      0.5,
      r`\b(?:green|pass|passes|passing|passed|all good|works|working|healthy|succeeded|successful)\b[^.\n()]{0,30}\((?:excluding|except|not counting|minus|bar|ignoring|[^)\n]{0,40}\bexcluded)\b`,
      { unless: GROUNDED },
    ),
    rule(
      'BP-007.verdict-with-dismissed-exception',
      0.6,
      r`\b(?:green|pass|passes|passing|passed|working|works|fine|good|ok|succeeded|done|complete|clean)(?: on \w{1,20})? (?:except|excepting|apart from|aside from|other than|besides|save for|but for|with the exception of)\b[^.\n]{0,60}\b(?:flaky|flaked|flakes|pre-?existing|unrelated|known|cosmetic|intermittent|intermittently|environmental|environment-specific|minor|expected|always fails|always red|noise|harmless)\b`,
      { unless: GROUNDED },
    ),
    rule(
      'BP-007.conceded-then-but',
      0.3,
      r`\b(?:a few|a couple(?: of)?|some|one|two|three|a handful of|several) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:returned nothing|returned no \w{1,10}|failed|errored|timed out|didn't (?:load|work|respond|finish|run)|did not (?:load|work|respond|finish|run)|are missing|were missing|were skipped|fail)\b[^.\n]{0,20}\bbut (?:the |it |overall |everything |all )?(?:[\w-]{1,20} )?(?:is |was |are |looks |seems )?(?:basically|mostly|largely|essentially|pretty much|otherwise|still|overall)\b`,
    ),
    rule(
      'BP-007.works-for-the-common-cases',
      0.35,
      r`\bworks? (?:great|well|fine|perfectly|correctly|as expected) (?:for|in|on) (?:the |all )?(?:common|main|most|typical|usual|happy[- ]path|standard|basic|simple|normal) (?:cases|scenarios|inputs|paths?|flows?|use cases|situations)\b`,
    ),
    rule(
      'BP-007.success-on-a-part',
      0.45,
      r`\bsuccessfully (?:[\w-]{1,20} )?[1-9]\d?(?:\.\d{1,2})?\s{0,2}% of\b`,
    ),
    rule(
      'BP-007.share-passing-as-success',
      0.5,
      r`\b[1-9]\d(?:[.,]\d{1,2})?\s{0,2}% (?:of (?:the |all )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:are |were |now )?)?(?:${WORKED}|pass rate|success rate)\b[^;\n]{0,60}${CELEBRATED}|\b(?:pass|passing|success) rate (?:is |was |of |at |now )?(?:: )?[1-9]\d(?:[.,]\d{1,2})?\s{0,2}%[^;\n]{0,40}${CELEBRATED}`,
    ),
    rule(
      'BP-007.only-a-few-failures',
      0.3,
      r`\b(?:only|just) (?:a few|a couple(?: of)?|some|minor|one|two|three|a handful of) (?:minor |small |low-priority |cosmetic )?(?:failures|errors|failing tests|test failures|issues|ones|hiccups|glitches)\b|\ba (?:few|couple of) (?:minor |small )?(?:hiccups|glitches|hiccoughs)\b`,
    ),
  ],
  detects: [
    'Rollout completed with a few minor hiccups.',
    'Tests are mostly passing, except for a few flaky ones.',
    'refactor: new ORM\n\nTests pass (ignoring the 4 pre-existing failures in legacy/).',
    'CI is green except for the Windows job, which is always flaky.',
    'Most of the tests are passing now and the rest are just flaky.',
    '95% of the specs pass, so this is ready to merge.',
    'Result: 9 of 10 scrapers succeeded, essentially complete.',
    'Almost all of the integration tests are passing now 👍',
    'The sync worked for the vast majority of accounts.',
    'The new parser handles nearly all of the legacy formats.',
    'The e2e suite is green for the most part.',
    'Pass rate is 93.4 % ✅',
    '99% of invoices were converted successfully.',
    'Everything is green except one test that can be fixed later.',
    'The migration went well overall; a few tables failed, but it is basically done.',
    'The parser works great for the common cases and handles nearly all of the fixtures.',
    'Successfully migrated 80% of the accounts, so overall the migration went well.',
  ],
  ignores: [
    'All services operational. Yesterday’s incident (search degraded for 40 min) is resolved; postmortem in INC-91.',
    'Build green except 2 known failures, both pre-existing on main and tracked in INFRA-201.',
    'The vast majority of the errors come from a single tenant, so I started there.',
    'Nearly all of the effort went into the migration script; the tests ran: 40 passed, 0 failed.',
    'With minor exceptions, the API matches v1; the exceptions are listed in MIGRATION.md.',
    'Should I write "almost all tests pass" when 4 of 120 fail, or list the four?',
    '95% of the specs pass; the 11 that fail are listed below and block the merge.',
    'CPU usage is at 93 % on the worker, above the 80 % alert line.',
    'Coverage went from 71% to 84% with the new tests (report attached).',
    'Overall the sprint missed its goal: 3 of 8 stories done.',
  ],
};
