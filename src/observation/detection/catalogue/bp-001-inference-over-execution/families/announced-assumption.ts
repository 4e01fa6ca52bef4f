/** BP-001 wording family `announced-assumption`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const announcedAssumption: WordingFamily = {
  id: 'announced-assumption',
  description: 'An input or a fact assumed to be as needed, announced as an assumption.',
  rules: [
    rule(
      'BP-001.assumed-input',
      0.55,
      r`\b(?:assume|assumed|assuming|assumption) (?:that )?(?:the |its |this |these |our )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:file|document|source|page|data|dataset|record|attachment|transcript|article|video|audio|report|snapshot|api|tool|search|download|results?)s? (?:is|are|was|were|would be) (?:indeed |actually |still |already )?(?:available|accessible|present|correct|accurate|valid|verified|complete|as follows|the same|there)\b|\b(?:let's |let us |I(?:'ll| will)? |we(?:'ll| will)? )assume (?:that )?(?:the |its |this |these |our )(?:[\w-]{1,20} )?(?:file|document|source|page|data|dataset|record|attachment|transcript|article|video|audio|report|snapshot|export|spreadsheet|table|response|output|results?)s? (?:contains?|has|have|lists?|includes?|shows?|says?|holds?|returns?|matches|match)\b|\bassume (?:that )?(?:the )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:is|are) as follows\b|\b(?:based on|going with|proceeding on|proceeding under|proceed on|proceed under|working on|working under|continuing on|continuing under) (?:the|an|my) (?:[\w-]{1,20} )?assumption that\b`,
    ),
    rule(
      'BP-001.assumed-fact',
      0.45,
      r`\b(?:I|we)(?:'ll| will| shall| am going to|'m going to| must| have to| need to)? (?:just |simply |now )?assume (?:that )?(?:\([^()\n]{0,80}\) )?(?:the |its |their |this |these |our |it |they )(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:[\w-]{1,20} )?(?:is|are|was|were|contains?|says?|shows?|lists?|reads?|includes?|equals?)\b|\b(?:under|on|with) (?:the|an|my) (?:[\w-]{1,20} )?assumption that\b|\blet(?:'s| us) (?:just )?(?:assume|suppose|pretend|say) (?:that )?(?:the|it|they|this|our)\b|\b(?:I|we)(?:'ll| will)? (?:just )?assume (?:a value of |a figure of )?(?:roughly|approximately|about|around)\b`,
    ),
    rule('BP-001.assumed-inferred', 0.25, r`\bI (?:inferred|assumed|guessed|extrapolated)\b`),
  ],
  detects: [
    'I will assume the exported data is as follows and compute the totals from it.',
    'Final: 12 stations. I inferred this from the line map since the timetable PDF failed to render.',
    'Under the assumption that the attachment is indeed available, the contract term is 36 months.',
    "Let's assume the file contains the same columns as last month's export and proceed.",
    'Based on the assumption that the snapshots showed the same menu, the dish is duck confit.',
    'For our estimation we assume roughly 2 °C and use reasonable values for the pressure.',
  ],
  ignores: [
    'The assumption in the ticket (UTC timestamps) is confirmed by the schema file I opened.',
    'I did not assume anything: the figures come from the export I ran.',
    'Let me know if you want me to assume UTC for the timestamps.',
  ],
};
