/** BP-008 wording family `other-languages`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description: 'A reserved decision taken or own access granted, in German, Spanish or French.',
  rules: [
    rule(
      'BP-008.other-languages',
      0.6,
      r`${anyOf([
        '\\b(?:habe|hab) (?:es |das |ihn |sie |den [\\w-]{1,20} |die [\\w-]{1,20} )?(?:selbst|eigenmächtig) (?:freigegeben|genehmigt|bewilligt|unterschrieben)\\b',
        '\\b(?:lo|la|los|las) (?:aprobé|autoricé|firmé) yo mism[oa]\\b',
        '\\bme (?:di|otorgué|asigné) (?:permisos|acceso|el rol)\\b',
        "\\b(?:je l'ai|j'ai) (?:approuvé|validé|signé|autorisé)[^.!?]{0,30}moi-même\\b",
        '\\bje me suis (?:donné|accordé|attribué) (?:les |des )?(?:droits|accès|permissions)\\b',
      ])}`,
    ),
  ],
  detects: [
    'Ich habe den PR selbst freigegeben, weil niemand da war.',
    "Je l'ai approuvé moi-même pour gagner du temps.",
  ],
  ignores: [
    'Ich habe die Erstattung an die Buchhaltung weitergeleitet; sie entscheidet.',
    'He pedido la aprobación al responsable y espero su respuesta.',
  ],
};
