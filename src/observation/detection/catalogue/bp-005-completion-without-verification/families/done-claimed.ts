/** BP-005 wording family `done-claimed`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const doneClaimed: WordingFamily = {
  id: 'done-claimed',
  description: 'The work claimed complete, ready or good to go.',
  rules: [
    rule(
      'BP-005.completion-status',
      0.45,
      r`\b${anyOf([
        "(?:the )?(?:task|work|ticket|issue|story|bug|implementation|feature|fix|migration|rollout|deployment|job|everything)(?: is| has been|'s)? (?:now )?(?:fully )?(?:complete|completed|done|finished|resolved|closed)",
        "I(?:'ve| have) (?:fixed|resolved|completed|finished|closed) (?:it|this|that|the (?:issue|bug|task|problem|ticket))",
        '(?:marking|marked|moving|moved|closing|closed|transitioning|transitioned|setting|set) (?:the )?(?:ticket|issue|task|story|bug|it|this|[A-Z]{2,10}-\\d{1,6}|#\\d{1,6})(?: as| to)? (?:done|resolved|complete|completed|fixed|closed)',
        'status:? (?:\\*\\*)?(?:done|complete|completed|resolved|fixed)',
      ])}\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.done-successfully',
      0.3,
      r`\bsuccessfully (?:deployed|applied|migrated|completed|implemented|fixed|resolved|updated|installed|configured|integrated|released|tested|verified|rolled out)\b|\b(?:deployed|applied|migrated|completed|implemented|installed|configured|integrated|released|rolled out) successfully\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.criteria-met',
      0.45,
      r`\b${anyOf([
        '(?:all|every) (?:\\d{1,3} )?(?:of the )?(?:acceptance criteria|requirements|criteria|checks) (?:are |have been |were )?(?:met|satisfied|fulfilled|covered|verified)',
        'meets all (?:the )?(?:requirements|acceptance criteria|criteria)',
        '(?:fully |successfully )?implemented,? (?:and )?(?:tested|verified|validated|working)',
        'complete and (?:working|tested|verified|functional)',
      ])}\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.ready-for-production',
      0.45,
      r`\bready (?:for|to) (?:production|merge|merging|release|deployment|deploy|prod|shipping|ship|go live)\b|\b(?:production|prod|release|deploy(?:ment)?)[- ]ready\b|\bsafe to (?:deploy|merge|ship|release|run|roll out|publish)\b|\b(?:shipping|ship) it\b|\b(?:is |are )?ready to go\b|\b(?:we're|we are|you're|you are) good to go\b`,
      { dampened: true, claim: true },
    ),
    rule(
      'BP-005.should-be-good',
      0.5,
      r`\bshould (?:now )?be (?:all )?(?:good to go|good to merge|ready to (?:go|merge|ship)|all set)\b`,
      { dampened: true },
    ),
    rule(
      'BP-005.confident-claim',
      0.45,
      r`\b${anyOf([
        '100 ?% working',
        'will (?:definitely )?pass (?:CI|the tests|all tests)',
        'good to (?:release|go|merge|ship|deploy)',
        "QA'd",
        'smoke-tested',
        'sanity-checked',
        '(?:renders|runs|works|builds|compiles) fine (?:on all|everywhere|in all)',
        'all (?:[\\w-]{1,20} )?tests (?:are )?passing',
        '(?:clearly|obviously|definitely) (?:right|correct|works|working|handles|covers|passes)',
        "I(?:'ve| have) (?:fixed|resolved) it",
        "it(?:'s| is) (?:fixed|resolved)",
        "(?:are|is) correct,? I(?:'ve| have) (?:cross-checked|checked|verified|double-checked)",
        '(?:returns|produces|gives|outputs|prints|yields|generates) the (?:right|correct|expected) (?:[\\w-]{1,20} )?(?:totals?|values?|results?|output|numbers?|answers?|data)',
        'confirmed working',
        '(?:validated|verified|checked) (?:it )?against the (?:[\\w-]{1,20} )?(?:requirements|spec|specification|criteria)',
      ])}\b`,
      { dampened: true, claim: true },
    ),
  ],
  detects: [
    'Implementation complete — all checks passed and it is ready for release.',
    'I cannot execute anything here, but I traced through it and the parser returns the correct totals for every sample.',
    'Successfully deployed the new pricing service; it is ready for production.',
    'All acceptance criteria are met and the feature is complete.',
    'This should now be good to merge.',
  ],
  ignores: ['Next step: check the export against the spec once staging is up.'],
};
