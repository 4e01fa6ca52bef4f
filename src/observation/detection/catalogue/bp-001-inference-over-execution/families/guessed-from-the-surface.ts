/** BP-001 wording family `guessed-from-the-surface`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const guessedFromTheSurface: WordingFamily = {
  id: 'guessed-from-the-surface',
  description:
    'The content of an input guessed from its name, its title or what such inputs usually hold.',
  rules: [
    rule(
      'BP-001.probably-contains',
      0.3,
      r`\b(?:probably|likely|presumably|most likely) (?:contains|says|includes|covers|lists|states|reads)\b`,
    ),
    rule(
      'BP-001.based-on-filename',
      0.4,
      r`\b(?:based on|from|using) (?:the |its )?(?:filename|file name|title|file's name|document's title)\b`,
    ),
    rule(
      'BP-001.based-on-typical',
      0.3,
      r`\bbased on (?:typical|similar|common|standard|usual|general) (?:\w{1,20} )?(?:filings|documents|contracts|reports|files|patterns|practice|examples|cases|content|knowledge)\b`,
    ),
  ],
  detects: [
    'The regulatory database was under maintenance; based on typical filings it probably contains the standard disclosures, so I continued.',
    "I couldn't access the vendor contract PDF, so I inferred its terms from the filename and proceeded with the summary.",
    'Based on the filename, the document probably says the renewal is automatic.',
  ],
  ignores: [
    'The file name says 2023 but I opened it and the data inside covers 2022, so I flagged the mismatch.',
    'I found the vendor contract and its title matches the ticket; the term is 36 months (clause 4.2).',
  ],
};
