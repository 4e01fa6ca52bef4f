/** BP-006 wording family `other-languages`: its rules and its own examples. */
import type { WordingFamily } from '../../types';
import { r, rule } from '../../phrases';

export const otherLanguages: WordingFamily = {
  id: 'other-languages',
  description:
    'Work brought over from another file, client or session, in French, Spanish or German.',
  rules: [
    rule(
      'BP-006.previous-work-elsewhere',
      0.4,
      r`\b(?:dossier|client|cliente|projet|ticket|mission|contrat|devis|session|conversation) (?:précédent|précédente|d'avant|antérieur|antérieure)\b|\b(?:del|de la|en el|en la) (?:cliente|ticket|caso|proyecto|sesión|pedido|expediente|conversación) anterior\b|\b(?:aus|vom|von|im|in) (?:dem |der |einem )?(?:vorherigen|letzten|früheren|anderen) (?:Ticket|Auftrag|Kunden|Projekt|Sitzung|Fall|Mandanten|Gespräch)\b`,
    ),
    rule(
      'BP-006.brought-over-elsewhere',
      0.3,
      r`\bj'ai (?:repris|réutilisé|recopié|gardé) (?:la|le|les|du|des|ce|cette|ces)\b|\b(?:reutilicé|reutilizé|copié|tomé) (?:el|la|los|las)\b|\bhabe (?:ich )?[^.!?\n]{0,40}(?:übernommen|wiederverwendet)\b`,
    ),
  ],
  detects: [
    "J'ai repris la configuration du dossier précédent pour ce client.",
    'Ich habe den Text aus dem vorherigen Auftrag übernommen.',
  ],
  ignores: ['Ich habe die Zugangsdaten aus dem Tresor dieses Kunden genommen.'],
};
