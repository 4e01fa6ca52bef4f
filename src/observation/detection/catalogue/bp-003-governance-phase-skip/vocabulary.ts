/** BP-003 governance phase skip: the wording its families share. */
import { anyOf, r } from '../phrases';

/** The gate itself; a rule that starts with it needs no qualifier before it. */
export const GATE_NOUN = anyOf([
  'reviews?',
  'approvals?',
  'sign.?offs?',
  'QA',
  'go/no-go',
  'go-no-go',
  'go-ahead',
  'green light',
  'CAB',
  'acceptance(?: test)?',
  'OK',
  'blessing',
  'thumbs-up',
  'LGTM',
  'change request',
  'change ticket',
  'CAB ticket',
]);

/** The gates a change waits at, with at most one qualifier ("legal review", "DBA sign-off"). */
export const GATE = r`(?:\w[\w'/-]{0,19} )?${GATE_NOUN}`;

/** Delivering the work: the acts a gate is meant to come before, with objects where the verb is common. */
export const DELIVERED = anyOf([
  'merged',
  'deployed',
  'published',
  'released',
  'shipped',
  'launched',
  'tagged',
  'flipped',
  'went live(?: with (?:the )?(?:[\\w-]{1,20} )?\\w{1,20})?',
  'cut the release',
  'rolled (?:it |them |this |the [\\w-]{1,20} )?out',
  'pushed (?:it |this |the [\\w-]{1,20} )?(?:to|into) (?:main|master|prod|production|live|the registry|npm|the main branch)',
  'pushed (?:it|this|the [\\w-]{1,20}(?: [\\w-]{1,20})?(?: [\\w-]{1,20})?) live',
  'promoted (?:it |this |the [\\w.-]{1,20} |[\\w.-]{1,20} )?to (?:prod|production|live)',
  '(?:ran|run) (?:it|them|the [\\w-]{1,20}) (?:on|in|against) (?:prod|production|live)',
  '(?:executed|applied) (?:it|them|the (?:[\\w-]{1,20} )?(?:migration|deletion|change|changes|plan|script|purge|transfer|patch|config))',
  'sent (?:it|them|this|out|the (?:[\\w-]{1,20} )?(?:emails?|campaign|newsletter|proposal|contract|offer|offer letter|announcement|post|message|invoice|quote|release notes|send|press release|report|letter|statement|notice|response|reply|update|apology|blast|mailing|deck|filing|submission|PR|pull request))',
  'scheduled (?:it|the (?:send|release|deploy|campaign|post|rollout|migration|newsletter))',
  'submitted (?:it|the (?:filing|form|application|proposal|PO|order|build|listing|app))',
  'enabled (?:it|auto-?merge|the (?:flag|feature|[\\w-]{1,20} flag)|[\\w-]{1,30} for (?:all|everyone|100))',
  'closed (?:it|the (?:ticket|issue|milestone|deal|work item|change|request))',
  'proceeded (?:anyway|with (?:the )?(?:deploy|deployment|release|merge|rollout|launch|migration|change|send))',
  'went ahead(?: with(?: the)? \\w{1,20})?',
  'went out',
  '(?:posted|uploaded|filed|activated|toggled|turned on|switched on|purged|kicked off) (?:it|them|this|the (?:[\\w-]{1,20} )?\\w{1,20})',
  'deleted (?:it|them|all|the (?:[\\w-]{1,20} )?(?:data|records|accounts?|rows|tables?|backups?|users?))',
  'opened (?:it|the [\\w-]{1,20}) (?:up )?to (?:the public|everyone|all(?: \\w{1,20})?|customers|traffic)',
]);

/** What was delivered and where to: "the fix", "v2.0", "#412", "to prod", "to 100 %". */
export const OBJECT = r`(?: (?:it|this|that|them|everything|already|the [\w.-]{1,30}|[\w.#-]{1,30}|\x60[\w.#/-]{1,40}\x60))?`;

export const TARGET = r`(?: (?:(?:to|into|on|in) (?:main|master|prod|production|live|npm|PyPI|the registry|the marketplace|all (?:users|tenants|customers)|customers|\d{1,3}\s?%(?: of (?:users|traffic))?)|(?:on|in|against) (?:the )?(?:prod|production)(?: [\w-]{1,20})?|(?:on|to) (?:the )?(?:website|site|portal|newswire|blog|store|app store|help center|docs site|public site|LinkedIn|social)|for (?:all|everyone|every)(?: [\w-]{1,20})?))?`;

/** The agent, or a report that leaves the agent out ("Published ahead of it"). */
export const ACTOR = r`(?:I|we)(?: just| still| already| then| simply| went ahead and)?`;
