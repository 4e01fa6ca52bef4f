/** BP-001 wording family `claimed-verification`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const claimedVerification: WordingFamily = {
  id: 'claimed-verification',
  description: 'A fact claimed as verified or cross-checked with no run to show for it.',
  rules: [
    rule(
      'BP-001.claimed-verification',
      0.5,
      r`\b${anyOf([
        "(?:I|we) (?:have |'ve )?(?:verified|cross-checked|double-checked|validated) that (?:these|this|the|it|they|those)",
        '(?:this|the|that) (?:figure|value|number|identifier|id|year|date|count|statistic|estimate|data|record|answer|list|result) (?:is|was|has been|comes from|is taken from) (?:a |the )?(?:verified|confirmed|double-checked|cross-checked)',
        "(?:is|was|were|are|been|I|we|I've|we've) (?:[a-z]{2,12}ly )?verified (?:from|against|via|through|using|with|by) (?:the )?(?:[\\w-]{1,20} )?(?:[\\w-]{1,20} )?(?:[\\w-]{1,20} )?(?:data|database|records?|sources?|archives?|literature|documentation|publications?|filings|registry|catalog(?:ue)?)",
        '(?:a|the) verified (?:[\\w-]{1,20} )?(?:identifier|record|source|figure|value|fact|statistic|report)',
        '(?:based on|after|through|via) (?:a |the |my |our )?(?:careful |thorough |detailed |extensive |comprehensive )?(?:search|research|investigation|verification|retrieval|querying|lookup)(?:es|s)? (?:\\(|, |— )?(?:and [\\w-]{1,20} )?(?:using|via|through|with|by|of) (?:our |the |my )?(?:available )?(?:[\\w-]{1,20} )?(?:search[_ ]agent|search tool|team member|search team|tools?|browser|web search)',
      ])}\b`,
      { dampened: true, claim: true },
    ),
  ],
  detects: [
    'I have verified that these coordinates are correct and the station is in Lyon.',
    'This figure is verified from the national statistics database.',
  ],
  ignores: [
    'The spreadsheet opens fine; the header row says revenue and I read the figure from cell B7.',
  ],
};
