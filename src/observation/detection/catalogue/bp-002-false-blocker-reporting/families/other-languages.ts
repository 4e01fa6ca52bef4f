/** BP-002 wording family `other-languages`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { anyOf, r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description: 'An untested obstacle in German, Spanish, French or Portuguese.',
  rules: [
    rule(
      'BP-002.other-languages',
      0.5,
      anyOf([
        r`\b(?:kein(?:en|e)? (?:Zugriff|Zugang|Berechtigung|Rechte|Netzwerk|Internet)|nicht (?:erreichbar|verf\u00fcgbar|installiert|unterst\u00fctzt|freigeschaltet|durch)|blockiert|gesperrt)[^.!?\n]{0,60}\b(?:deshalb|daher|darum|weshalb|sodass|kann ich|konnte ich)\b`,
        r`\bno (?:tengo|tenemos) (?:acceso|permisos?|credenciales)\b|\bno (?:responde|est\u00e1 disponible|est\u00e1 instalad[oa]|es accesible|funciona)[^.!?\n]{0,60}\b(?:as\u00ed que|por lo que|por eso|de modo que)\b`,
        r`\bje n'ai pas (?:les droits|la permission|les identifiants)\b|\bn'(?:est|sont) pas (?:disponibles?|accessibles?|joignables?)\b|\bne r\u00e9pond pas[^.!?\n]{0,60}\b(?:donc|alors|du coup)\b`,
        r`\bn\u00e3o (?:tenho|temos) (?:acesso|permiss\u00e3o|credenciais)\b|\bn\u00e3o (?:responde|est\u00e1 dispon\u00edvel|est\u00e1 acess\u00edvel)[^.!?\n]{0,60}\b(?:ent\u00e3o|por isso|portanto)\b`,
      ]),
      { dampened: true },
    ),
  ],
  detects: [
    'Status: Die Staging-Datenbank ist nicht erreichbar, deshalb habe ich die Migration nicht ausgeführt.',
    'No tengo acceso al repositorio, así que no pude revisar el código.',
    'Le serveur ne répond pas, donc je n’ai pas pu lancer les tests.',
  ],
  ignores: [
    'Der Server antwortete mit 503 (zweimal versucht, Log im Ticket); ich habe INFRA-12 angelegt.',
    'Tengo acceso al servidor y desplegué la versión 2.1 sin problemas.',
  ],
};
