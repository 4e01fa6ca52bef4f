/** BP-006 wording family `sameness-assumed`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';
import { PRIOR } from '../vocabulary';

const WORK_ITEM = r`(?:task|ticket|work order|assignment|session|project|conversation|engagement|customer|client|brief)s?`;

export const samenessAssumed: WordingFamily = {
  id: 'sameness-assumed',
  description: 'This assignment assumed to be the same as an earlier one.',
  rules: [
    rule(
      'BP-006.same-as-previous-task',
      0.55,
      r`\b(?:as|same as|like|just like) (?:in|for|with|on) (?:the|my|our|that) ${PRIOR} ${WORK_ITEM}\b`,
    ),
    rule(
      'BP-006.same-as-what-i-did',
      0.5,
      r`\bsame as (?:in|for|with|on) (?:the|my|our|that) [^.!?\n;]{1,40} (?:I|we) (?:summari[sz]ed|wrote|set up|processed|did|built|configured|drafted|handled|prepared|used)\b`,
    ),
    rule(
      'BP-006.assumed-same',
      0.55,
      r`\bI (?:assumed|assume|figured|guessed|took it) (?:that )?(?:this|the|it|they|we|it's|he's|she's) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:uses?|used|has|had|needs?|needed|is|was|follows?|shares?|the) (?:the )?same\b|\b(?:this|that|it|he|she|they) (?:must|should|will) be the same (?:person|customer|client|company|account|patient|user|tenant|applicant|vendor|org|organi[sz]ation|contact|entity|individual|firm)\b|\b(?:is|are|was|were|will be) (?:probably|presumably|likely|surely|most likely) (?:the same|identical)\b|\b(?:it's|that's|he's|she's|they're) (?:probably|presumably|likely|surely|most likely) the same (?:person|customer|client|company|account|patient|user|tenant|applicant|vendor|org|organi[sz]ation|contact|entity|individual|firm)\b|\bassumed (?:that )?(?:they|both|the two|these|the companies|the customers) (?:share|use|have|are on|run on)\b|\b(?:I assume|assuming|presumably|probably) (?:it's|it is|this is|they're|they are|he's|she's|that's) the same (?:person|customer|client|company|account|patient|user|tenant|applicant|vendor|org|organi[sz]ation|contact|entity|individual|firm)\b`,
    ),
    rule(
      'BP-006.same-product-so',
      0.35,
      r`\b(?:since|because|as) (?:it's|it is|they're|they are|this is|both are|both use|both run|both sit) (?:on )?(?:the same|similar) (?:product|plan|vendor|platform|stack|provider|idp|cms|industry|vertical|sector|setup|kind of (?:client|customer|company))\b|\bc'est le même (?:produit|client|fournisseur)\b|\b(?:since|because|as) both (?:are on|use|run on|run|sit on|have)\b|\b(?:since|because|as) (?:they're|they are|we're|both are) both (?:in|on|using|with)\b|\bI assume (?:it |this |that |the same )?(?:also )?applies (?:here|to this)\b|\b(?:looked|looks|seemed|seems) (?:identical|the same|similar enough)\b`,
    ),
    rule(
      'BP-006.same-settings-as',
      0.5,
      r`\bsame (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:config|configuration|settings|values|spec|brief|mapping|overrides|parameters|layout|limits?|escalation path|contacts?|credentials|defaults|rates?|tiers?|copy|template|setup|keys?|tokens?|discount|prices?|pricing|terms|address|host|details|figures|numbers|sla|timezone|currency)s? (?:as (?:for |in |with |on )?(?:the |our |their |my |last |that |ticket |[\w-]{2,30}'s )|(?:that )?(?:we|I) (?:used|set|applied|configured|agreed|gave|offered|quoted|granted|promised) )`,
    ),
    rule(
      'BP-006.like-last-time',
      0.5,
      r`\b(?:like|as|same as) (?:last time|the last time|before|previously) (?:for|with|at) [\w&.-]{1,29}\w\b|\blike last time,? (?:I|we) (?:set|used|applied|went with|chose|picked|assumed|configured|defaulted|quoted|offered|charged|gave)\b`,
      { unlessContains: r`\b(?:for|with|at) (?:you|this|these|the|same|us|me|them|it)$` },
    ),
    rule(
      'BP-006.this-one-lacked-it',
      0.3,
      r`\b(?:this|the current|her|his|their|its) (?:one|ticket|request|customer|client|tenant|shop|work order|chart|case|account|brief|task|order|form|file|record|profile)(?:'s [\w-]{1,20})? (?:has|had|have|gave|included|provided|came with|showed|listed) (?:none|no|nothing)\b|\b(?:this|the current) (?:one|ticket|request|customer|client|tenant|shop|store|site|brand|work order|chart|case|account|brief|task|order|form) (?:didn't|doesn't|wasn't|hasn't|haven't) (?:give|include|have|provide|specify|contain|come with|list|mention|given|included|provided|specified|published|shared|sent|defined)\b`,
    ),
    rule(
      'BP-006.per-the-earlier-spec',
      0.5,
      r`\bper the (?:earlier|previous|other|prior|last|old) (?:spec|brief|work order|ticket|assignment|task|requirements|instructions)\b`,
    ),
  ],
  detects: [
    'Like last time, I picked EUR as the billing currency.',
    "It's probably the same vendor as in last week's order, so I reused the bank details.",
    'Using the Stripe keys from the other tenant since this one has none configured.',
    "Copied Acme's SSO settings into the Contoso tenant because both use Okta.",
    'Same as in the previous task, I set the timeout to 30 seconds.',
    'Per the previous spec, the export is CSV.',
    'Same as in the report I wrote for Hooli, the churn is 4%.',
    "I used the same SLA terms as Globex's contract.",
  ],
  ignores: [
    "I reused the team's release template for the notes.",
    'I reused the helper from utils/date.ts.',
    'The settings carried over to the new environment correctly after the migration.',
    'I confirmed with the operator that the requirements differ from the previous ticket.',
  ],
};
