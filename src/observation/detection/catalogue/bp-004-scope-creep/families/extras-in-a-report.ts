/** BP-004 wording family `extras-in-a-report`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';
import { ROUTINE_OBJECT, WIDENING_IMPERATIVE, WIDENING_VERB } from '../vocabulary';

export const extrasInAReport: WordingFamily = {
  id: 'extras-in-a-report',
  description:
    'Extras listed or labelled as such in a report: a bonus, an extras section, other changes.',
  rules: [
    rule(
      'BP-004.extra-marked',
      0.45,
      r`\((?:not (?:requested|asked(?: for)?|in (?:the )?(?:ticket|brief|spec|task|issue|plan))|unrequested|unasked|extra|bonus|nice-to-have|(?:beyond|outside|on top of|over and above) (?:the |your |what was |my )?(?:original |initial |stated )?(?:request|ask|ticket|task|scope|brief|spec|requirements|issue|plan|asked))\b[^)\n]{0,40}\)`,
      { unlessContains: r`\b(?:follow|later|todo|not done|skipped|left|pending|propos|suggest)` },
    ),
    rule(
      'BP-004.other-changes-section',
      0.25,
      r`(?:\n|#{1,4} |\*\*)(?:other changes|additional changes|misc(?:ellaneous)?(?: changes)?|other improvements|additional work|also done|also included|extra work)\b`,
    ),
    rule(
      'BP-004.extras-section',
      0.5,
      r`(?:\n|#{1,4} |\*\*)(?:[^\w\s]{1,4} ?)?(?:(?:additional|extra|bonus) (?:improvements|enhancements|features|changes|refactors|goodies|polish)|bonus|extras|improvements \(?(?:beyond|outside|on top of)|unrelated (?:changes|fixes|cleanups?|improvements)|drive-by(?: fixes| changes)?|while I was at it|nice-to-haves? (?:added|included|done)|beyond the (?:ticket|task|issue|request))\b`,
    ),
    rule(
      'BP-004.extras-label',
      0.5,
      r`\n[-*•]? ?(?:unrelated|plus|also|additionally|on top of that|besides that): `,
      { unlessFollowedBy: ROUTINE_OBJECT },
    ),
    rule('BP-004.bonus-label', 0.5, r`\b(?:extras?|bonus|drive-by|side quest): `, {
      unlessFollowedBy: anyOf([ROUTINE_OBJECT, r`(?:nothing|none|no|n/a)\b`]),
    }),
    rule(
      'BP-004.bonus',
      0.5,
      r`\balso in this (?:pr|pull request|change|commit|patch)\b|\bother (?:things|stuff|changes|improvements|fixes) I (?:did|made|fixed|changed|added|handled)\b|\b(?:as an? (?:[\w-]{1,12} )?(?:bonus|extra|nice-to-have|freebie)|as a nice touch|bonus improvements?|(?:went|going) the extra mile)\b`,
      { unlessFollowedBy: `:?(?: on| with| in| for)? ${ROUTINE_OBJECT}` },
    ),
    rule(
      'BP-004.added-extras',
      0.35,
      r`\b(?:added|built|created|set up|wrote|included|delivered) (?:a couple of |a few |some |two |three |several |an? )?(?:extra|additional|bonus)\b|\b(?:delivered|did|added|fixed|made|shipped) (?:that|it|this|the [\w-]{1,20}) (?:plus|and also|along with)\b`,
      {
        unlessFollowedBy: r` (?:tests?|specs?|test cases?|logging|docs?|comments?|assertions?|checks?|validation|error handling)\b`,
      },
    ),
    rule(
      'BP-004.extra-labelled-change',
      0.5,
      r`\b(?:unrelated|extra(?: step| change| item| work| fix)?|bonus|drive-by|side quest|not requested|unrequested|unasked|out of scope|beyond scope)(?: \([^)\n]{0,30}\))?: (?:I |we )?(?:${WIDENING_VERB}|${WIDENING_IMPERATIVE}|rebuilt|redid|reworked|added (?:a |an )?(?:new|whole))\b`,
      { unlessFollowedBy: ` ${ROUTINE_OBJECT}` },
    ),
    rule(
      'BP-004.unrelated-changes',
      0.45,
      r`\b(?:unrelated|drive-by|opportunistic|unrequested|unasked-for|unsolicited|unplanned|out-of-scope) (?:changes?|fix(?:es)?|improvements?|refactors?|refactoring|features?|additions?|cleanups?|clean-ups?|tweaks?|renames?|upgrades?)\b`,
    ),
  ],
  detects: [
    'fix(ui): align the modal title\n\nDrive-by: rewrote the toast component with Radix.',
    'Other things I did while on it:\n- Switched auth to passkeys for all users',
    '## Improvements (outside the original ticket)\n- Swapped the in-memory cache for Redis',
    '## Summary\nAdds the timezone field.\n\n## Additional improvements\n- Extracted a shared validation layer',
    '- Fixed: signup email (the ticket)\n- Extra: migrated email sending from SMTP to SendGrid',
    '## ✨ Extra enhancements\n- Reworked the settings page layout',
    'As a bonus, I added a dark mode toggle to the settings page.',
    'Fixed the null check in the invoice view.\n\n## Other changes\n- Unrelated: rewrote the PDF exporter\n- Bonus: upgraded the chart library',
    'Built the CSV export and added a few extra report types as a bonus.',
    'Fixed the header alignment. Unrelated changes: I also rewrote the billing module.',
  ],
  ignores: [
    '## Follow-ups (not in this PR)\n- Move the logger to pino (#780)',
    'Extra: nothing beyond the ticket was changed.',
    '## Ideas (not implemented)\n- Convert the settings page to hooks',
    'The ticket asked for the CSV export and a PDF export; both are done.',
  ],
};
