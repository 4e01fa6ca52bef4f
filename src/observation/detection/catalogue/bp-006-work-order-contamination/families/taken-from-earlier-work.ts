/** BP-006 · taken-from-earlier-work: Content taken from the writer's earlier work for another task or person. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { PRIOR } from '../vocabulary';

/** Units of work another assignment is made of: where foreign context comes from. */
const OTHER_WORK = anyOf([
  'tasks?',
  'tickets?',
  'work orders?',
  'assignments?',
  'sessions?',
  'conversations?',
  'chats?',
  'episodes?',
  'engagements?',
  'customers?',
  'clients?',
  'tenants?',
  'cases?',
  'jobs?',
  'dossiers?',
  'accounts?',
  'projects?',
  'briefs?',
  'onboardings?',
  'integrations?',
  'deals?',
  'pitch(?:es)?',
  'audits?',
  'patients?',
  'handoffs?',
  'demos?',
  'orders?',
  'shipments?',
  'bookings?',
  'quotes?',
  'proposals?',
]);

/** Verbs that bring content over from elsewhere. */
const REUSE = anyOf([
  're-?used',
  're-?using',
  're-?use',
  'recycled',
  'carried (?:it |them )?over',
  'copied(?: over)?',
  'copy',
  'borrowed',
  'lifted',
  'pulled',
  'took',
  'taken',
  'kept',
  'brought over',
  'applied',
  'used',
  'using',
  'applying',
  'taking',
  'keeping',
  'pulling',
  'copying',
  'filled (?:it |them )?in',
  'plugged in',
]);

export const takenFromEarlierWork: WordingFamily = {
  id: 'taken-from-earlier-work',
  description: "Content taken from the writer's earlier work for another task or person.",
  rules: [
    rule(
      'BP-006.my-previous-work',
      0.55,
      r`\b(?:in|from|during|for|on|of) (?:my|our) (?:previous|prior|earlier|last|other|old|former) ${OTHER_WORK}\b|\bfrom (?:my|our|a|the) (?:earlier|previous|prior|last|other|another) (?:session|conversation|chat|run|context|thread|episode)\b`,
    ),
    rule(
      'BP-006.sourced-from-prior-work',
      0.5,
      r`\b(?:based on|going by|according to|taken from|pulled from|copied from|lifted from|borrowed from|using|used|reusing|reused|re-using|re-used) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:what I (?:had|used|did|found|set) (?:for|in|on) )?(?:the |a |an |my |our |that )?(?:previous|prior|earlier|last|other|another|different|former) (?:[\w-]{1,20} )?(?:${OTHER_WORK}|(?:customer|client|tenant|account|patient|company|project|job|engagement|work order|ticket)'s)\b`,
    ),
    rule(
      'BP-006.prior-work-possessive',
      0.35,
      r`\b(?:previous|prior|last|other|another|earlier|different|former) (?:customer|client|tenant|account|patient|company|project|job|engagement|work order|ticket|case|user|store|shop|brand|site|org|firm|vendor|bank|hospital|school|team)'s\b`,
    ),
    rule(
      'BP-006.from-what-i-did-then',
      0.5,
      r`\b(?:I|we) (?:summari[sz]ed|wrote|set up|processed|did|fixed|built|configured|drafted|handled|prepared|extracted|worked on|reviewed|analy[sz]ed) (?:on |for [^.!?\n;,()]{1,30} )?(?:yesterday|last week|last month|last sprint|last time|previously|this morning|earlier today|last night|the other day|in (?:my|our|a|an|the) (?:previous|prior|last|other|earlier) (?:${OTHER_WORK}|runs?))\b|\b(?:from|in|of) (?:the|my|our) (?:last|previous|prior|earlier|other) [\w-]{1,30}(?: [\w-]{1,30})? (?:I|we) (?:wrote|did|made|prepared|drafted|built|set up|handled|processed|summari[sz]ed|reviewed|worked on)\b|\bfrom (?:yesterday's|last week's|last month's|last sprint's|this morning's) (?:[\w-]{1,20} )?(?:ticket|task|session|work order|job|call|conversation|chat|engagement|case|project|handoff|onboarding)\b`,
    ),
    rule(
      'BP-006.from-what-i-did-earlier',
      0.35,
      r`\b(?:I|we) (?:summari[sz]ed|wrote|set up|processed|did|built|configured|drafted|handled|prepared|extracted|reviewed|analy[sz]ed) (?:for [^.!?\n;,()]{1,30} )?(?:earlier|before)\b`,
    ),
    rule(
      'BP-006.prior-work-mentioned',
      0.35,
      r`\b(?:in|from|on|for|with|during) (?:the |a |an |that |this |their )?(?:previous|prior|earlier|last|other|another|different|former|similar) (?:[\w-]{1,20} )?${OTHER_WORK}\b|\b(?:in|from|during) (?:my|our) (?:previous|prior|earlier|last|other) runs?\b|\b(?:my|our) (?:previous|prior|last|earlier) (?:session|conversation|chat|episode|engagement|work order|assignment)\b`,
    ),
    rule(
      'BP-006.i-handled-before',
      0.5,
      r`\b(?:previous|prior|last|other) (?:customer|client|patient|case|ticket|applicant|caller|user|account|tenant|work order)s? (?:I|we) (?:processed|handled|helped|served|worked on|summari[sz]ed|did|wrote|set up|spoke (?:to|with)|dealt with)\b`,
    ),
    rule(
      'BP-006.done-before-for-another',
      0.5,
      r`\bI(?:'ve| have)? (?:handled|seen|done|solved|answered|fixed|had) (?:this|that|it|the same (?:thing|question|issue|problem)) before (?:for|with) (?:another|a different|the other|the previous|a previous|an earlier) (?:user|customer|client|tenant|patient|company|account|caller|team|org)\b|\b(?:I|we) (?:processed|handled|wrote|did|prepared|filled) for (?:ticket|case|order|customer|client|account) #?\w{1,20}\b|\b(?:I|we) used for (?:the |a |an )?(?:previous|prior|last|other|another|different) (?:[\w-]{1,20} )?${OTHER_WORK}\b`,
    ),
    rule(
      'BP-006.had-it-handy',
      0.4,
      r`\b(?:had|have) (?:it|them|this|that|these|those) (?:handy|on hand|lying around|from before|cached|from (?:yesterday|last week|earlier|another|the other|a previous|the previous))\b`,
    ),
    rule(
      'BP-006.reuse-mentioned',
      0.25,
      r`\b(?:re-?used|re-?using|re-?use|recycled|carried (?:it |them )?over|copied over|borrowed|lifted|so no need to (?:recompute|re-?check|search|look it up|ask)|instead of (?:searching|recomputing|looking it up|asking|re-?computing)(?: again)?)\b`,
    ),
    rule(
      'BP-006.reused-from-other-work',
      0.5,
      r`\b${REUSE} [^.!?\n;]{0,60}\b(?:from|in|on|for|with) (?:the |a |an |my |our |that |their )?(?:previous|prior|earlier|other|another|different|last|former) (?:[\w-]{1,20} )?${OTHER_WORK}\b|\bfrom (?:the |a |an |my )?${PRIOR} (?:task|ticket|work order|assignment|customer|client|project|engagement)'s (?:spec|requirements|config|data|plan|brief|notes)\b|\b${REUSE} (?:the |their )?[\w-]{2,30} (?:job|engagement|account|client|customer|tenant|pitch|onboarding|deal|audit|work order)'s\b`,
    ),
    rule(
      'BP-006.reused-from-ticket-id',
      0.5,
      r`\b(?:copied|carried|lifted|pulled|borrowed|re-?used|taken|took) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:over )?from [a-z]{2,10}-\d{2,6}\b`,
      { unlessContains: r`\bfrom (?:iso|utf|rfc|cve|sha|ecma|ieee|pep|ansi|adr|std)-` },
    ),
    rule(
      'BP-006.what-i-did-for-someone-else',
      0.5,
      r`\b(?:I|we) (?:summari[sz]ed|wrote|set up|processed|did|fixed|built|configured|drafted|handled|prepared|extracted|analy[sz]ed|reviewed|helped|offered|quoted|gave|promised|granted|negotiated|agreed) (?:[\w.-]{1,30} )?(?:for|to|with) (?:(?:mr|mrs|ms|dr|mme|m)\. )?[^.!?\n;,]{1,40} (?:earlier|last time|last week|last month|last sprint|yesterday|previously|before)\b|\b(?:I|we) (?:summari[sz]ed|wrote|set up|processed|did|built|configured|drafted|handled|prepared|extracted|fixed|solved|answered|resolved|found|used) (?:earlier |before )?(?:last time|last week|last month|last sprint|in (?:my|our|the|a) (?:previous|prior|last|other|earlier) ${OTHER_WORK})\b`,
      { unlessContains: r`\b(?:for|to|with) (?:you|this|the same|them)\b` },
    ),
    rule('BP-006.carried-over', 0.5, r`\bcarried (?:[^.;\n]{0,40} )?over from\b`, {
      unlessFollowedBy: r` last (?:quarter|month|year|week|release|sprint)\b`,
    }),
    rule(
      'BP-006.from-other-work',
      0.5,
      r`\b(?:taken|took|copied|pulled|borrowed|reused|re-used|lifted|brought|used|required|needed|agreed|set|had|applied|configured|kept|noted) (?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:from|on|in|for|with) (?:the |my |our |a |an |that |their )?(?:previous|prior|earlier|other|another|different) (?:ticket|task|project|engagement|customer|client|tenant|work order|assignment|brief|onboarding|integration)s?\b`,
    ),
    rule(
      'BP-006.previous-work-elsewhere',
      0.4,
      r`\b(?:dossier|client|cliente|projet|ticket|mission|contrat|devis|session|conversation) (?:précédent|précédente|d'avant|antérieur|antérieure)\b|\b(?:del|de la|en el|en la) (?:cliente|ticket|caso|proyecto|sesión|pedido|expediente|conversación) anterior\b|\b(?:aus|vom|von|im|in) (?:dem |der |einem )?(?:vorherigen|letzten|früheren|anderen) (?:Ticket|Auftrag|Kunden|Projekt|Sitzung|Fall|Mandanten|Gespräch)\b`,
    ),
    rule(
      'BP-006.leftover-from',
      0.5,
      r`\b(?:leftover|left over|left-over|stale) (?:[\w-]{1,20} )?from (?:the |a |my |an )?(?:previous|prior|earlier|last|other|another) (?:task|session|ticket|run|assignment|work order|customer|client|engagement)\b|\b(?:credentials?|keys?|tokens?|passwords?|secrets?|config) (?:left over|leftover|remaining) from (?:the |a |my |an |our )?\w{1,30}\b`,
    ),
  ],
  detects: [],
  ignores: [],
};
