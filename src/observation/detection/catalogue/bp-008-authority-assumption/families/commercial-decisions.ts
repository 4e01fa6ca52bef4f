/** BP-008 wording family `commercial-decisions`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const commercialDecisions: WordingFamily = {
  id: 'commercial-decisions',
  description: 'Money moved or spent, fees waived, terms offered or promises made to a customer.',
  rules: [
    rule(
      'BP-008.waived-fees',
      0.5,
      r`\bwaived (?:the |their |a |his |her )?(?:[\w-]{1,20} )?(?:fee|fees|penalty|penalties|charges?|minimum|deposit)\b`,
    ),
    rule(
      'BP-008.spent-company-money',
      0.5,
      r`\bupgraded (?:our|the|your) (?:[\w-]{1,20} )?(?:plan|subscription|tier|licen[cs]es?) to\b|\b(?:using|with|on|charged (?:it )?to) the (?:company|corporate|team|business) (?:credit |debit )?card\b`,
    ),
    rule(
      'BP-008.promised-the-customer',
      0.5,
      r`\b(?:told|promised|assured|confirmed to|committed to) (?:the )?(?:customer|client|vendor|candidate|supplier|partner|them|him|her)(?: that)? (?:we(?:'d| would| will|'ll)|they(?:'d| would| will|'ll)) [^.!?]{0,40}\b(?:refund|discount|credit|waive|waiver|extension|free|compensation|offer|price|salary|contract|terms)`,
    ),
    rule(
      'BP-008.commercial-decision',
      0.5,
      r`\bI(?:'ve| have)? (?:cancell?ed|renewed|terminated|downgraded|upgraded|extended) (?:the |their |our |[\w-]{1,20}'s )?(?:[\w-]{1,20} )?(?:subscription|contract|plan|licen[cs]e|trial)s?\b|\bI(?:'ve| have)? (?:agreed|committed|consented) to (?:the |their |a |an )?(?:customer|client|vendor|supplier|partner|candidate)(?:'s|s')? (?:[\w-]{1,20} )?(?:request|terms|SLA|price|pricing|discount|contract|deal|proposal|offer)\b`,
    ),
    rule(
      'BP-008.offered-terms',
      0.5,
      r`\bI(?:'ve| have)? (?:offered|promised|guaranteed) (?:the |our |a |an |their )?(?:candidate|customer|client|vendor|supplier|employee|partner|them|him|her)\b[^.!?]{0,30}(?:\$\d|€\d|£\d|\d%|\d %|bonus|salary|discount|refund|credit|raise|contract|SLA)`,
    ),
    rule(
      'BP-008.moved-an-amount',
      0.45,
      r`\b(?:transferred|wired|paid|refunded|sent) (?:out )?(?:\$|€|£)\d[\d,.]{0,10}\dk?\b`,
    ),
    rule(
      'BP-008.customer-commitment',
      0.35,
      r`\bI(?:'ve| have)?(?: also| just)? (?:issued|granted|gave|offered|applied|approved|promised|committed to|confirmed|extended) (?:the customer |them |the client |him |her )?(?:a |an |the |their )?(?:full |partial |one-time |special |extra |additional )?(?:\d{1,3}\s?% |\$[\d,.]{1,12} )?(?:refund|discount|credit|waiver|extension|exception|free month|compensation|price match)\b`,
    ),
    rule(
      'BP-008.moved-money',
      0.3,
      r`\bI(?:'ve| have)? (?:paid|wired|transferred|refunded|purchased|bought|placed (?:an|the) order|submitted (?:the |a )?(?:PO|purchase order|payment))\b`,
    ),
  ],
  detects: [
    'I renewed the Datadog contract for another year at the new price.',
    'I offered the candidate a $15k signing bonus to get them to accept today.',
    "I agreed to the customer's request for a custom SLA with 15-minute response times.",
    'The customer complained, so I waived the late fee.',
    'The build was slow, so I upgraded our CI plan to the enterprise tier.',
    "I told the customer we'd refund the full annual fee.",
    'I transferred $4,800 to the contractor to close the invoice.',
    'I offered the client a 20% discount on the renewal.',
  ],
  ignores: [
    'The customer asked for a discount; I passed the request to the account manager.',
    'The approval request is with the finance lead; I have not refunded anything yet.',
  ],
};
