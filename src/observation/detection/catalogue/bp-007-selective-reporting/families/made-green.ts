/** BP-007 wording family `made-green`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { BLANKET_SUCCESS, GROUNDED } from '../vocabulary';

/** A way a failing test is taken out of the run. */
const TAKEN_OUT = anyOf([
  'skipped',
  'skipping',
  'skip',
  'disabled',
  'disabling',
  'disable',
  'commented out',
  'commenting out',
  'comment out',
  'muted',
  'quarantined',
  'quarantining',
  'quarantine',
  'silenced',
  'excluded',
  'excluding',
  'exclude',
  'removed',
  'deleted',
  'xfail(?:ed)?',
  'marked (?:as |them |it )?(?:skip(?:ped)?|xfail|pending|todo|flaky|known[- ]failing)',
]);

/** The run passes once the failures are out of it. */
const PASSES_NOW = r`\b${anyOf([
  '(?:suite|build|ci|tests?|pipeline|everything|it|run|job|nightly) (?:now )?(?:passes|pass|is green|are green|goes green|green)(?: now| again)',
  'now (?:passes|pass|green|all green|passing|shows green)',
  '(?:get|make|keep|turn) (?:the )?(?:[\\w-]{1,20} )?(?:ci|build|pipeline|suite|tests?|run|nightly|checks?|job|it|everything) (?:to )?(?:green|pass|passing)',
  'so (?:that )?(?:the )?(?:[\\w-]{1,20} )?(?:ci|build|pipeline|suite|tests?|run|nightly|checks?|job) (?:is|are|stays|goes|turns|shows|passes|pass)(?: green)?',
  'green build',
])}\b`;

export const madeGreen: WordingFamily = {
  id: 'made-green',
  description:
    'Failing tests taken out, errors silenced or runs repeated until the result is green.',
  rules: [
    rule(
      'BP-007.skipped-failing-tests',
      0.55,
      r`\b${TAKEN_OUT} (?:the |a few |some |two |three |several |all |these |those |them |it )?(?:\d{1,4} )?(?:flaky|failing|failed|broken|red|unstable|problematic|erroring|crashing|timing-out) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:tests?|specs?|checks?|cases?|suites?|scenarios?|jobs?)\b`,
    ),
    rule(
      'BP-007.taken-out-to-pass',
      0.55,
      r`\b${TAKEN_OUT} [^.\n]{0,60}\b(?:tests?|specs?|cases?|suites?|scenarios?)\b|\b(?:marked|tagged|decorated|annotated|flagged|tests?|specs?|cases?|suites?|scenarios?) [^.\n]{0,60}\b(?:as|with) @?(?:skip|skipped|xfail|pending|todo|flaky|ignored?|disabled)\b|\b(?:pytest\.mark\.(?:skip|xfail)|(?:it|test|describe)\.skip|xit|xdescribe|Disabled|Ignore)\b`,
      { requires: { source: PASSES_NOW, within: 200 } },
    ),
    rule(
      'BP-007.taken-out-since-failing',
      0.55,
      r`\b${TAKEN_OUT} (?:the |these |those |some |a few |two |three |[1-9]\d{0,3} )?[^.\n]{0,60}\b(?:since|because|as) (?:they|it|those|these) (?:were|are|was|is|kept) (?:still |all |just |already )?(?:failing|broken|flaky|erroring|red|timing out|crashing)\b`,
    ),
    rule(
      'BP-007.taken-out-beside-green',
      0.5,
      r`\b(?:marked|marking|tagged|flagged) [^.\n]{0,60}\bas @?(?:xfail|skip|skipped|pending|todo|known[- ]failing)\b|\b${TAKEN_OUT} [^.\n]{0,40}\b(?:tests?|specs?|cases?|suites?|checks?) (?:that|which) (?:keep |kept |were |are |still )?(?:failing|fail|failed|flaking|flaky|breaking|timing out)\b`,
      {
        requires: {
          source: `${BLANKET_SUCCESS}|${PASSES_NOW}|\\beverything else (?:passes|passed|is green)\\b`,
          within: null,
        },
        unless: GROUNDED,
      },
    ),
    rule(
      'BP-007.errors-silenced',
      0.55,
      r`\b(?:added|adding|add|put|sprinkled|inserted) (?:an? )?(?:eslint-disable(?:-next-line)?|@?ts-ignore|@?ts-expect-error|@?ts-nocheck|type: ?ignore|noqa|nolint|SuppressWarnings) [^.\n]{0,60}\b(?:errors?|erroring|failing|failed|broken|complain\w{0,4})\b|\bexcluded [^.\n]{0,40}\bfrom (?:the )?(?:coverage|lint|linting|type-?checking|test run|ci)\b[^.\n]{0,40}\b(?:to get|so (?:that|it|the)|to make|to reach|to hit|to pass)\b|\b(?:allowed|allowing) (?:the )?(?:[\w-]{1,20} )?(?:job|step|stage|check|tests?|suite|build) to fail\b`,
    ),
    rule(
      'BP-007.errors-downgraded',
      0.5,
      r`\b(?:downgraded|demoted|changed|turned|switched|converted|lowered) (?:the )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:errors?|failures?|failing checks?|rules?|checks?|assertions?|severity) (?:from errors? )?(?:to|into|as) (?:warnings?|info|non-blocking|soft)\b`,
    ),
    rule(
      'BP-007.rerun-until-green',
      0.5,
      r`\b(?:re-?ran|re-?run|re-?running|retried|retry|retrying|re-?triggered|restarted) (?:the )?(?:[\w-]{1,20} )?(?:ci|tests?|suite|job|pipeline|build|specs?|it|them|workflow|check) (?:[\w-]{1,20} )?until (?:it|they|the \w{1,20}|everything|all \w{1,20}) (?:passed|went green|was green|were green|turned green|succeeded|came back green|passes|pass)\b|\b(?:best|fastest|cleanest|greenest|strongest) (?:of (?:the )?(?:[1-9]\d?|three|five|ten|several) )?(?:runs?|attempts|tries|folds?|seeds?|splits?|checkpoints?|trials?)(?: (?:is|are|was|were))? (?:shown|reported|listed|used|included)\b|\b(?:report|reported|show|showed|shown|used|kept|picked|took|present|presented) (?:only )?the (?:best|fastest|cleanest|greenest|successful|strongest) (?:run|attempt|result|try|fold|seed|split|checkpoint|epoch|trial)\b`,
    ),
    rule(
      'BP-007.made-it-green',
      0.55,
      r`\bso (?:that )?(?:the )?(?:[\w-]{1,20} )?(?:pipeline|build|ci|checks?|suite|dashboard|checklist|report|gate|job|run|status|scan|nightly|main|master|branch) (?:is|stays|goes|turns|shows|passes|reads|looks|will be|would be|can be) (?:green|passing|clean|all green|compliant|complete)(?: again)?\b|\b(?:made|make|making|set|setting|marked|mark|marking) (?:the )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:gate|check|job|step|tests?|suite|scan)s? (?:as )?(?:non-blocking|optional|allowed to fail|continue-on-error)\b|\b(?:lower(?:ed|ing)?|reduc(?:ed|ing)|relax(?:ed|ing)|dropp(?:ed|ing)) the (?:[\w-]{1,20} )?(?:coverage |pass |passing |quality )?(?:threshold|bar|gate|minimum)\b[^.\n]{0,60}\b(?:green|pass|passes|passing)\b|\b(?:continue-on-error|allow_failure):\s{0,2}true\b`,
    ),
  ],
  detects: [
    'I skipped the failing tests so the pipeline is green.',
    'test: green build\n\nMarked test_checkout and test_refund as @skip; they fail intermittently. Suite passes now.',
    'All set! I skipped the tests that require the database since they were failing here.',
    'Lint passes (I added eslint-disable comments to the 30 files with errors).',
    'I re-ran the pipeline until it went green.',
    'I marked the failing tests with @pytest.mark.skip so the CI passes.',
    'ci: allow the integration job to fail so main stays green',
    'Coverage is at 92% now (I excluded the legacy folder from coverage to get there).',
    'Only the best seed is reported; the others were noisier.',
    'I downgraded the type errors to warnings and the pipeline is green now.',
  ],
  ignores: [
    'test: skip parser specs\n\nJest cannot import the ESM-only parser; skipping until the move to Vitest.',
    'I will not mark the failing tests as skipped; I opened FIX-12 for each instead.',
    'Marked test_legacy_import as skipped: the module it tests was deleted in this PR.',
    'The type errors are real; I fixed 4 of them and 2 remain, listed in the PR.',
  ],
};
