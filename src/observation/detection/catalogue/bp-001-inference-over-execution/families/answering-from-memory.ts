/** BP-001 wording family `answering-from-memory`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const answeringFromMemory: WordingFamily = {
  id: 'answering-from-memory',
  description: 'An answer taken from memory or general knowledge instead of the source.',
  rules: [
    rule(
      'BP-001.recalled',
      0.55,
      r`\b${anyOf([
        'I recall(?:ed)? (?:that|the|a|an|there|it|this|these|those|reading|seeing|hearing)',
        'if I (?:recall|remember) correctly',
        'as (?:far as )?I (?:can )?(?:recall|remember)',
        'from what I (?:can )?(?:recall|remember)',
        'if (?:my )?memory serves',
        '(?:from|per|according to|relying on|drawing on|going by) my (?:own )?knowledge',
        'per my (?:training|recollection|memory)',
        'from (?:my )?training data',
        '(?:from|using|based on|relying on|drawing on) (?:my )?(?:prior|background|internal|existing|world) knowledge',
        'I seem to (?:recall|remember)',
        'my (?:recollection|memory) (?:is|of)',
        '(?:based on|from|relying on|according to|going by|drawing on|working from) my (?:own )?(?:recollection|memory|memories|recall|training(?: data)?|background knowledge|prior knowledge|general knowledge|internal knowledge|existing knowledge)',
        'from (?:my )?(?:memory|recollection)',
        '(?:relying on|answer(?:ing|ed)? from|working from|writ(?:e|ing|ten) from|from) (?:my )?memory',
        'I remember (?:that|reading|seeing)',
        'off the top of my head',
        "(?:my|the model's) (?:training|pre-?training) (?:data|knowledge|cutoff)",
      ])}\b`,
      // Recalling a conversation is not answering from memory: "I recall that we agreed …".
      {
        unlessFollowedBy: r` (?:we|you|they|he|she|the team|someone) (?:discussed|agreed|said|mentioned|talked|decided|asked|spoke|wanted|chose|settled)\b`,
      },
    ),
    rule(
      'BP-001.unsourced-knowledge',
      0.3,
      r`\b${anyOf([
        'well[- ]known (?:fact|statistic|figure|result|value)',
        'it is (?:well |widely |commonly |generally )?known that',
        'it is (?:widely |commonly |generally )(?:accepted|cited|reported|believed|assumed) that',
        '(?:widely|well|commonly|often|frequently) (?:circulated|cited|reported|accepted|quoted) (?:[\\w-]{1,20} )?(?:figures?|statistics?|estimates?|numbers?|values?|facts?|claims?)',
        'based on (?:all )?(?:the )?(?:available|general|common|publicly available|widely available) (?:authoritative |official |public )?(?:data|information|knowledge|sources|evidence|records)',
        'to the best of my (?:knowledge|recollection)',
        'I (?:happen to )?know that',
        'based on what (?:I|we) know',
      ])}\b`,
    ),
    rule(
      'BP-001.based-on-my-knowledge',
      0.35,
      r`\bbased on my (?:knowledge|understanding|experience|assumptions)\b`,
    ),
    rule(
      'BP-001.skipped-lookup',
      0.5,
      r`\bno need to (?:search|look (?:it |this |that )?up|browse|fetch|query|consult|use (?:the |a |any )?(?:search )?tools?|call (?:the |a |any )?(?:search )?tools?)\b|\b(?:skip(?:ped|ping)? (?:the |a |any )?(?:search|lookup|look-up|check|verification|fetch|query|download|tool call|web search)(?:es|s)? and (?:just )?|(?:rather than|instead of) (?:actually )?(?:opening|checking|searching|looking (?:it )?up|fetching|reading|running|querying|verifying|calling|downloading|visiting|consulting)[^.!?\n]{0,80} (?:I'll |I will |I )?)(?:use|used|go with|went with|answer|answered|take|took|rely|relied|assume|assumed)\b`,
    ),
  ],
  detects: [
    'I recall that the 2019 edition listed 412 exhibitors, so the answer is 412.',
    'Rather than calling the search tool, I will answer directly from what I know.',
    'Search agent failed twice. Going with the commonly cited figure of 8 million.',
    'Thought: The API documentation page could not be loaded. Based on my knowledge of similar REST APIs, the endpoint is most likely `/v2/orders`.',
    'Based on my recollection of the changelog, the flag was renamed in 3.2.',
    'If I remember correctly the treaty was signed in 1648, so I used that year.',
    'From what I remember of the 2019 paper, the accuracy was 91.2%.',
    'If memory serves, the default pool size is 10.',
    'Answer (unverified, from training data): 1947.',
  ],
  ignores: [
    'I did not answer from memory: the figure comes from the 2019 exhibitor list (page 3).',
    'Please recall the deployment if the smoke test fails.',
    "Search returned no results for the 1998 keynote. I don't want to answer from memory, so I'm reporting that I could not find it.",
    'I recall you said the cutoff is the 25th; I checked the finance calendar and it is.',
  ],
};
