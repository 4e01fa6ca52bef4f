/** BP-005 wording family `verification-claimed`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

/** Verbs of checking, as agents use them for work they say they checked. */
const CHECKED = String.raw`(?:verified|validated|confirmed|double-checked|double checked|cross-checked|cross checked|triple-checked|cross-referenced|sanity-checked|smoke-tested|re-?tested|tested|QA'd)`;

export const verificationClaimed: WordingFamily = {
  id: 'verification-claimed',
  description: 'Verification or testing claimed with nothing shown.',
  rules: [
    rule(
      'BP-005.verified-it-works',
      0.5,
      r`\b(?:verified|confirmed|checked|ensured|validated|made sure) (?:that )?(?:it|this|everything|the fix|the feature|the change|the code|all (?:the )?(?:[\w-]{1,20} )?[\w-]{1,20})(?:'s| is| are| now| still)? (?:works?|is working|working|functions?|is functioning|functioning|is functional|is operational)\b|\b(?:verified|confirmed|checked|ensured|validated|made sure) (?:that )?(?:the |all |every |each )?[\w-]{1,20}(?: [\w-]{1,20})? (?:now |still |all |correctly |properly )?(?:works|renders|loads|passes|behaves|handles|matches|match|responds|is gone|are gone|no longer)\b|\b(?:verified|confirmed|checked|made sure) (?:that )?nothing (?:breaks|broke|is broken|regressed|changed)\b|\bconfirmed (?:working|stable|healthy|fixed|good|correct)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.unshown-verification',
      0.5,
      r`\b${anyOf([
        '(?:verified|validated|tested|confirmed) (?:it |this |everything )?(?:(?:in|on) (?:staging|prod|production|dev|the staging environment|my machine|local(?:ly)?)|locally)',
        '(?:migration|fix|change|deploy(?:ment)?|build|backfill|release|upgrade|rollout|patch|integration|feature|endpoint|implementation) (?:has been |was |is )?(?:fully )?(?:verified|validated|confirmed working)',
        'end[- ]to[- ]end (?:verified|tested|validated)',
        '(?:tested|verified|validated) (?:it |this |them )?with (?:a|an|the|real|production|\\d{1,6})',
        '(?:verified|validated|checked|tested) (?:it |them |this |everything )?mentally',
        '(?:double|cross|triple)[- ]?(?:checked|referenced|verified) (?:all|every|each|the|everything)',
        'no regressions? (?:detected|found|observed|introduced)',
        '(?:QA|testing|tests|verification|review) (?:is |was )?(?:not (?:required|needed|necessary)|unnecessary)',
        '(?:comprehensive|extensive|thorough|full) (?:testing|tests|verification|validation|QA) (?:was |were |has been )?(?:performed|done|completed|carried out|conducted)',
        '(?:manually|visually) (?:tested|verified|checked|confirmed)',
        "(?:I|we)(?: have|'ve)? (?:tested|verified|validated|confirmed|checked) (?:it|this|everything|all (?:the )?[\\w-]{1,20}|the (?:fix|change|feature|endpoint|migration|queries|output)) (?:thoroughly|carefully|extensively|manually|locally|and)",
      ])}\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.i-verified',
      0.45,
      r`\b(?:I|we)(?: have|'ve)? (?:also |now |already |personally |carefully |thoroughly |manually |just |fully )?(?:${CHECKED}|reconciled|made sure|ensured)\b|\bI can (?:now )?confirm\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.was-verified',
      0.4,
      r`\b(?:has|have|had) been (?:fully |thoroughly |manually |carefully |successfully |independently |all |also )?${CHECKED}\b|\b(?:is|are|was|were|got) (?:fully |thoroughly |manually |carefully |successfully |independently |all |also )?(?:verified|validated|cross-checked|double-checked|cross-referenced|QA'd|smoke-tested|sanity-checked|tested and)\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.bare-verified',
      0.45,
      r`[.!;:,(\n\u2014\u2705\u2714*-]\s{0,3}${anyOf([
        `${CHECKED}:? (?:that|it|this|them|everything|all|both|each|the (?:fix|change|output|numbers|results|migration|endpoint|feature|build|deploy|deployment|release|queries|data|flow|restore|backup)|locally|manually|thoroughly|end[- ]to[- ]end|on|in (?:staging|prod|production|the browser|all|both)|across|against|with (?:a|an|the|real|sample|production|all|\\d))`,
        `${CHECKED}(?:[.!]|\\s{0,3}[\u2705\u2714])`,
      ])}`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.and-verified',
      0.45,
      r`\b(?:I|we)(?:'ve| have)? [\w][\w ,'-]{0,60} and (?:then |also )?(?:verified|confirmed|validated|double-checked|cross-checked|tested (?:it|them|this|everything))\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.ran-and-it-works',
      0.45,
      r`\b(?:ran|run|tried|executed|tested|checked) (?:it|this|them|everything|the [\w-]{1,20}(?: [\w-]{1,20})?)\b[^.!?\n]{0,40}\band (?:it|they|everything|all)(?: all)? (?:pass(?:ed|es)?|work(?:s|ed)?|succeeded|came back (?:green|clean)|looks? (?:good|fine|correct))\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.tested-and-works',
      0.5,
      r`\btested (?:it |this |everything |the (?:change|fix|feature) )?and (?:it |everything )?(?:works|is working)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.done-and-tested',
      0.5,
      r`\b(?:done|complete|completed|finished|implemented|fixed|applied|deployed|merged|updated|rolled out|shipped|released) (?:and|&) (?:fully |thoroughly )?(?:tested|verified|validated|confirmed|working|operational|functional)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.fully-tested',
      0.45,
      r`\b(?:fully|thoroughly|comprehensively|extensively|properly) tested\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.correct-for-all',
      0.45,
      r`\bcorrectly (?:[\w-]{2,20}s) (?:all|every|each|both)\b|\b(?:checked|tested|verified|validated|compared) (?:it |them |this |the [\w-]{1,20} )?against (?:the|all|every|my|some|a few) (?:[\w-]{1,20} )?(?:examples|samples|cases|inputs|spec|requirements|expected)\b|\b\d{1,3}(?:\.\d)?x (?:faster|quicker|smaller|lighter)\b`,
      { dampened: true, claim: true },
    ),
  ],
  detects: [
    'Fixed the pagination bug. Verified locally and everything checks out.',
    'I confirmed the report page loads and every chart renders.',
    'The feature is fully tested and ready for production.',
    'Tested it and it works.',
    'Done and tested.',
    "I've tested this thoroughly and it's working now.",
    'chore(deps): bump axios to 1.7.4\n\nNo breaking changes, verified all API calls still work.',
    'Export job: verified in staging, production-ready.',
    'I verified that it works; ready for merge.',
    'I updated the parser and then verified it against the spec.',
  ],
  ignores: [
    // How it was verified, named beside the claim.
    'Verified by running the importer on the March export; the totals match the ledger to the cent.',
    'Confirmed on a physical device (an older Android phone) that the permission prompt now appears once.',
    'Checked against the running staging server: the new header is present on every response.',
    "I'll verify the export against the ledger tomorrow; until then the numbers are unconfirmed.",
    "> I've tested this thoroughly and it's working now.\n\nThe PR has no test run attached; please add one.",
    'I have not verified that the migration works yet.',
    '## Testing\nRun `npm test` and open /login to try it.',
    'Lint: 0 problems\nUnit tests: 218 passed, 0 failed (`npm test`, exit code 0)',
    '- [ ] Checkout flow — verify on staging\n- [ ] Refund flow — verify on staging',
    'Could you confirm the report page loads for you? I have no browser here.',
    'Ran `npm test`: 214 passed, 0 failed (exit code 0). Output attached. Awaiting review before merge.',
    'All tests pass: `npm test` reports 214 passed, 0 failed.',
    'I have not verified that it works yet; I will run the suite after the build finishes.',
    'Not all tests pass: 3 are failing (see the log below).',
    'It is not ready for production until the load test runs.',
    'I ran pytest (42 passed) and the feature works as expected.',
    'The tests are still failing on Windows; I am investigating.',
    'Once the suite has run, I will report whether it works as expected.',
    'The fix is merged; verification is pending the nightly run.',
    '```\nTests: 48 passed, 48 total\n```\nAll tests pass and the build is green.',
  ],
};
