/** BP-006 wording family `brought-from-named-work`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

/** What another customer's or project's work is called when it is named: "the Contoso renewal". */
const NAMED_WORK = anyOf([
  'renewal',
  'accounts?',
  'tenants?',
  'clients?',
  'customers?',
  'projects?',
  'contracts?',
  'pitch(?: deck)?',
  'proposals?',
  'deals?',
  'engagements?',
  'onboardings?',
  'integrations?',
  'workspaces?',
  'rollouts?',
  'audits?',
  'rfps?',
  'sows?',
  'campaigns?',
  'applications?',
  'clusters?',
  'instances?',
  'orgs?',
]);

/** Names that stay inside this work: "the shared project", "the main tenant". */
const OWN_WORK = r`\b(?:this|these|the same|current|shared|existing|main|parent|template|base|sample|example|reference|starter|default|internal|our own|your|their own|original|new|test|staging|production|prod|dev|local|upstream|open-source|demo)\b`;

/** Verbs that bring something over: "reused X from", "copied X over from". */
const BROUGHT = anyOf([
  're-?used',
  're-?using',
  'copied',
  'copying',
  'carried',
  'borrowed',
  'lifted',
  'pulled',
  'took',
  'taken',
  'brought',
  'imported',
  'cloned',
  'using',
  'used',
  'applied',
]);

export const broughtFromNamedWork: WordingFamily = {
  id: 'brought-from-named-work',
  description: "Work brought over from a named customer, project or colleague's setup.",
  rules: [
    rule(
      'BP-006.as-we-did-for',
      0.5,
      r`\b(?:as|like|just like|the same way) (?:I|we) (?:did|had|used|set it up|configured it|handled it|agreed) (?:it )?(?:for|with|on|in) (?:the |a |an |that )?(?:previous|prior|earlier|last|other|another|different|former) `,
    ),
    rule(
      'BP-006.copied-someones-setup',
      0.35,
      r`\b(?:cloned|copied|reused|re-used|mirrored|borrowed|lifted|imported|duplicated|replicated|matched) (?:the )?[\w-]{2,30}(?:'s| [\w-]{2,30}'s| [\w-]{2,30}) (?:[\w-]{1,20} )?(?:config|configuration|settings|setup|milestones|rates|prices|pricing|values|signature|signature block|credentials|keys|secret|mapping|calendar|defaults|terms|sla|contacts?|address)\b|\b(?:since|as|because) (?:we|I) (?:don't|do not|didn't) have [\w-]{2,30}'s\b`,
      {
        unlessContains: r`\b(?:team|project|repo|repository|company|org|organi[sz]ation|existing|shared|standard|our|default|old|new|current|staging|production|prod)(?:'s)? `,
      },
    ),
    rule(
      'BP-006.mirrors-what-we-did',
      0.45,
      r`\b(?:mirrors|mirrored|matches|matched|copies|copied|repeats|repeated) what (?:I|we) (?:did|configured|set up|used|built|agreed|had) (?:for|with|on|in)\b`,
    ),
    rule(
      'BP-006.brought-from-named-work',
      0.5,
      r`\b${BROUGHT} (?:[^.!?\n;]{0,60} )?(?:over )?from (?:the |their |our |an? )?(?:old |other |previous |last |earlier )?[\w&.-]{2,30}(?: [\w&.-]{2,30})?(?: [\w&.-]{2,30})?(?: ${NAMED_WORK}|'s (?:${NAMED_WORK}|tickets?|workspace|cases?|settings|config|values))\b`,
      {
        unlessContains: `from (?:the |their |our |an? )?(?:old |other |previous |last |earlier )?${OWN_WORK}`,
      },
    ),
    rule(
      'BP-006.as-done-for-named-work',
      0.5,
      r`\b(?:as|like|just like|the same way|same as|based on what|going by what) (?:I|we) (?:did|had|used|agreed|quoted|offered|set up|configured|gave|promised|charged|handled|negotiated|set) (?:it |them |this |that )?(?:for|with|to|on|in) (?:the |a |an |that )?[\w&.-]{2,30}(?: [\w&.-]{2,30})?(?: [\w&.-]{2,30})?(?:'s)? ${NAMED_WORK}\b`,
      { unlessContains: OWN_WORK },
    ),
    rule(
      'BP-006.other-customer-aside',
      0.5,
      r`\((?:a |for a |for another |another |different |other |a different )(?:customer|client|tenant|patient|account|company|user)\)`,
    ),
    rule(
      'BP-006.history-belongs-elsewhere',
      0.45,
      r`\b(?:call|meeting|conversation|chat|fix|email|thread|ticket|case|order|discount|offer|promise|agreement|incident)(?: last week| yesterday| earlier| before)? (?:was|were) (?:actually |really )?(?:with|for|from|to) [^.!?\n;]{1,60}, not (?:with |for |from |to )?\w{2,30}\b`,
    ),
  ],
  detects: [
    'Set the escalation contact to Priya Nair, like we did for the other client.',
    'Borrowed the webhook secret rotation schedule from the Brightline tenant.',
    'chore: set retention to 400 days\n\nMirrors what we configured for Acme in their tenant last month.',
    'Set the invoice due date to 45 days, as we agreed with the Sterling account.',
    'Set the discount to 20% (for another customer) and sent the quote.',
    'The call last week was actually with Initech, not Acme; I reused the Initech notes from that call for the Acme summary.',
  ],
  ignores: [
    'The tests I wrote earlier in this task still pass after the refactor.',
    'I reused the retry helper from utils/retry.ts instead of writing a new one.',
    'Set the invoice due date to 45 days, as listed in the order form Sterling signed.',
    'Borrowed the retry helper from the shared utils package.',
    'Like last time, the deploy took about four minutes.',
    "Used the numbers from this tenant's own usage export.",
  ],
};
