/** BP-005 wording family `other-languages`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description: 'Completion claimed in German, Spanish, French or Portuguese.',
  rules: [
    rule(
      'BP-005.other-languages',
      0.5,
      r`${anyOf([
        r`\b(?:alle )?Tests (?:sind |laufen )?(?:gr\u00fcn|bestanden|durch)|\bvollst\u00e4ndig getestet|\bfunktioniert (?:einwandfrei|perfekt|jetzt)|\b(?:erfolgreich )?(?:verifiziert|gepr\u00fcft) und`,
        r`\b(?:todo )?funciona (?:correctamente|perfectamente)|\b(?:est\u00e1|fue|qued\u00f3) verificad[oa]|\bprobad[oa] y funcionando|\btodas las pruebas pasan`,
        r`\btout fonctionne|\btest\u00e9 et fonctionnel|\bpr\u00eat pour la production`,
        r`\btudo funciona|\btestado e funcionando|\btodos os testes passam`,
      ])}\b`,
      { dampened: true, claim: true },
    ),
  ],
  detects: ['Todo funciona correctamente y el despliegue está verificado.'],
  ignores: ['Die Tests sind noch nicht gelaufen; ich melde mich, sobald sie durch sind.'],
};
