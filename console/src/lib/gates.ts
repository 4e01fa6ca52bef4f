import type { Schemas } from '../api/client';
import { listOf } from './exhaustive';

export type Gate = Schemas['RunResponse']['currentGate'];
export type RunStatus = Schemas['RunResponse']['status'];

export const GATES = listOf<Gate>()([
  'plan',
  'build',
  'review_eng',
  'remediate',
  'review_arch',
  'approve',
]);

export const RUN_STATUSES = listOf<RunStatus>()([
  'in_progress',
  'halted',
  'completed',
  'cancelled',
]);

export const GATE_LABELS: Record<Gate, string> = {
  plan: 'Plan',
  build: 'Build',
  review_eng: 'Engineering review',
  remediate: 'Remediate',
  review_arch: 'Architecture review',
  approve: 'Final approval',
};
