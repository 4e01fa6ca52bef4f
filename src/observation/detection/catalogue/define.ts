/** How a pattern is assembled from its wording families: its rules are theirs, in family order. */
import type { PatternDefinition } from './types';

export function definePattern(definition: Omit<PatternDefinition, 'rules'>): PatternDefinition {
  return { ...definition, rules: definition.families.flatMap((family) => family.rules) };
}
