import type { Role } from '../auth/roles';
import type { Band } from './detection/policy';

/** `text` of an assessment: 1 to this many characters (Unicode code points). */
export const MAX_TEXT_LENGTH = 1_000_000;

/**
 * How a detection was made, stored as `detection_method`: `context-aware` when at least one of
 * its findings came from checking the text's claims against the trace or the run (SPEC §7.2).
 */
export const DETECTION_METHODS = ['regex', 'context-aware'] as const;
export type DetectionMethod = (typeof DETECTION_METHODS)[number];

/** Ids of catalogue patterns, present and future. */
export const PATTERN_ID_FORMAT = /^BP-\d{3}$/;

export const LAYER_STATUSES = ['active', 'inactive'] as const;
export type LayerStatus = (typeof LAYER_STATUSES)[number];

/** The seed's table of layers: one becomes active only when it is really implemented. */
export const DETECTION_LAYERS: readonly { name: string; status: LayerStatus }[] = [
  { name: 'regex', status: 'active' },
  { name: 'semantic', status: 'inactive' },
  { name: 'context-aware', status: 'active' },
];

/** An observation's band (SPEC §7.1): only `enforce` acts on a run. */
export const BANDS: readonly Band[] = ['enforce', 'review'];

/** An observation's review status: `open` until a reviewer gives a verdict. */
export const REVIEW_STATUSES = ['open', 'confirmed', 'dismissed'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
/** `confirmed`: a true detection; `dismissed`: a false positive. */
export const REVIEW_VERDICTS = ['confirmed', 'dismissed'] as const;
export type ReviewVerdict = (typeof REVIEW_VERDICTS)[number];
export const MAX_REVIEW_NOTE_LENGTH = 2000;
/** Who may review an ESCALATE observation (others: 403 INSUFFICIENT_ROLE). */
export const ESCALATION_REVIEWERS: readonly Role[] = ['admin'];
