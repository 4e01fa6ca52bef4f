/** Co-occurrence: detected patterns that travel together, from the catalogue's co-occurrence data. */
import { CO_OCCURRENCES } from './catalogue';
import type { CoOccurrence, PatternResult } from './result';

export function coOccurrences(results: readonly PatternResult[]): CoOccurrence[] {
  const detected = new Map(results.filter((r) => r.detected).map((r) => [r.patternId, r]));
  const found: CoOccurrence[] = [];
  for (const { pattern, partner, reason } of CO_OCCURRENCES) {
    if (!detected.has(pattern)) continue;
    const partners =
      partner === 'any' ? [...detected.values()].filter((r) => r.patternId !== pattern) : [];
    if (partner !== 'any' && detected.has(partner)) partners.push(detected.get(partner)!);
    for (const other of partners) {
      found.push({
        patterns: [pattern, other.patternId].sort(),
        reason: reason.replace('{other}', `${other.patternId} (${other.patternName})`),
      });
    }
  }
  return found;
}
