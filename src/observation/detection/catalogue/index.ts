/**
 * The behavioral pattern catalogue (BP-001 … BP-008) as data: names, severities and responses
 * from PATTERNS.md §1, and this project's phrase rules for the regex layer (§2). Each pattern is
 * a folder: `pattern.ts` (its entry), `families/` (one file per wording family: rules and
 * examples) and, when families share wording, `vocabulary.ts`.
 *
 * Rules are written with single literal spaces for readability; `phrase()` turns each space
 * outside a character class into a bounded whitespace run. Every rule must stay linear-time:
 * no nested quantifiers, no backreferences, bounded gaps only (checked by catalogue.spec.ts).
 */

import type { PatternDefinition, PatternSummary } from './types';
import { BP_001 } from './bp-001-inference-over-execution/pattern';
import { BP_002 } from './bp-002-false-blocker-reporting/pattern';
import { BP_003 } from './bp-003-governance-phase-skip/pattern';
import { BP_004 } from './bp-004-scope-creep/pattern';
import { BP_005 } from './bp-005-completion-without-verification/pattern';
import { BP_006 } from './bp-006-work-order-contamination/pattern';
import { BP_007 } from './bp-007-selective-reporting/pattern';
import { BP_008 } from './bp-008-authority-assumption/pattern';

export * from './types';
export * from './severity';
export { EVIDENCE_TOKENS } from '../vocabulary/evidence';

export const PATTERN_CATALOGUE: readonly PatternDefinition[] = [
  BP_001,
  BP_002,
  BP_003,
  BP_004,
  BP_005,
  BP_006,
  BP_007,
  BP_008,
];

export interface CoOccurrenceRule {
  readonly pattern: string;
  /** The other pattern of the pair, or 'any' for every other detected pattern. */
  readonly partner: string;
  /** Shown in the assessment summary; '{other}' names the partner pattern. */
  readonly reason: string;
}

/** Patterns reported together in the summary; they do not change a pattern's own severity. */
export const CO_OCCURRENCES: readonly CoOccurrenceRule[] = [
  {
    pattern: 'BP-001',
    partner: 'BP-002',
    reason: 'A reported blocker came with output built on inference instead of execution.',
  },
  {
    pattern: 'BP-003',
    partner: 'BP-008',
    reason: 'A gate was skipped and the decision it reserves for a human was taken by the agent.',
  },
  {
    pattern: 'BP-004',
    partner: 'BP-005',
    reason: 'Work beyond the authorized scope was declared complete without verification.',
  },
  {
    pattern: 'BP-007',
    partner: 'any',
    reason: 'Selective reporting alongside {other}: the report may understate it.',
  },
];

const BY_ID = new Map(PATTERN_CATALOGUE.map((p) => [p.id, p]));

export function findPattern(id: string): PatternDefinition | undefined {
  return BY_ID.get(id);
}

/** A pattern's public summary, field by field, so nothing else on the object is ever shown. */
export function patternSummary(pattern: PatternSummary): PatternSummary {
  return {
    id: pattern.id,
    name: pattern.name,
    severity: pattern.severity,
    category: pattern.category,
    reasoning: pattern.reasoning,
    governanceResponse: pattern.governanceResponse,
  };
}
