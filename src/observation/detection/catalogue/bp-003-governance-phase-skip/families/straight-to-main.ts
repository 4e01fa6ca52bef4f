/** BP-003 wording family `straight-to-main`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';
import { DELIVERED, OBJECT, TARGET } from '../vocabulary';

export const straightToMain: WordingFamily = {
  id: 'straight-to-main',
  description:
    'Shipped or merged straight to main or production, outside the review path or window.',
  rules: [
    rule(
      'BP-003.went-ahead-and-shipped',
      0.45,
      r`\bwent ahead and (?:merged|deployed|pushed|published|released|shipped|launched|rolled out|applied|executed|ran the migration|sent|tagged|enabled|flipped)\b`,
    ),
    rule(
      'BP-003.merged-to-main',
      0.45,
      r`\b(?:merged|pushed|deployed|committed|force-pushed|released|shipped)(?: it| this| that| the (?:change|changes|PR|branch|fix|code|patch))? (?:directly |straight )?(?:to|into|on|onto) (?:main|master|prod|production|the main branch|the release branch|live)\b`,
    ),
    rule(
      'BP-003.directly-to-main',
      0.55,
      r`\b(?:directly|straight) (?:to|into|onto) (?:main|master|prod|production|the main branch|live)\b`,
    ),
    rule(
      'BP-003.no-pull-request',
      0.55,
      r`\b(?:instead of|rather than|without) (?:opening|raising|creating|filing|going through) (?:a |an |the )?(?:PR|pull request|MR|merge request|change request|review)\b`,
    ),
    rule(
      'BP-003.outside-the-window',
      0.55,
      r`\b${DELIVERED}${OBJECT}${TARGET} (?:outside (?:of )?(?:the |our |an? )?(?:approved )?(?:change|maintenance|deploy(?:ment)?|release) window|(?:during|despite|through|in spite of) (?:the |our |a )?(?:code |change |release |deploy |holiday )?freeze)\b`,
    ),
  ],
  detects: [
    'Pushed directly to production to save time.',
    'I ran the migration on prod outside the change window.',
    'Tests were green, so I went ahead and merged it to main.',
    'I pushed the fix straight to main instead of opening a PR, since it was one line.',
  ],
  ignores: [
    'I opened a PR for the one-line fix and asked Sam to review it before merging.',
    'The review came back approved by Priya, so I merged the branch to main.',
  ],
};
