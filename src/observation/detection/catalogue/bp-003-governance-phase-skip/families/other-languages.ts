/** BP-003 wording family `other-languages`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description: 'Delivered without waiting for the gate, in German, Spanish or French.',
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
  ignores: ['Die Freigabe fehlt noch, deshalb habe ich nichts veröffentlicht.'],
};
