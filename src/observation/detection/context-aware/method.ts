/** Which layer a detection comes from: `context-aware` once a context finding is part of it. */
import type { DetectionMethod } from '../../observation.constants';
import type { PatternResult } from '../result';

export function detectionMethodOf(result: Pick<PatternResult, 'context'>): DetectionMethod {
  return result.context && result.context.length > 0 ? 'context-aware' : 'regex';
}
