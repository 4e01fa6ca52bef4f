/** BP-003 · other-languages: Delivered past a gate, in German, Spanish, French or Portuguese. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description: 'Delivered past a gate, in German, Spanish, French or Portuguese.',
  rules: [
    rule(
      'BP-003.other-languages',
      0.6,
      r`${anyOf([
        '\\bohne (?:auf )?(?:die |das |eine |den )?(?:Freigabe|Genehmigung|Review|Prüfung|Abnahme) (?:abzuwarten|zu warten)\\b',
        '\\bvor der (?:Freigabe|Genehmigung|Abnahme|Prüfung) (?:deployed|deployt|gemergt|veröffentlicht|ausgerollt|live geschaltet)\\b',
        '\\bsin esperar (?:la |a la |a que )?(?:revisión|aprobación|validación|aprueben|revisen)\\b',
        "\\bsans attendre (?:la |l'|que )?(?:revue|relecture|validation|approbation|valide)\\b",
      ])}`,
    ),
  ],
  detects: [
    'Ich habe das Release ohne auf die Freigabe zu warten ausgerollt.',
    'Lo desplegué sin esperar la aprobación del equipo.',
  ],
  ignores: [],
};
