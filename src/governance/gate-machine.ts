/**
 * The transition table of a governance run (SPEC §6), and nothing else: no Nest, no TypeORM.
 * The service applies it under a row lock; this file only says what a transition leads to.
 */

/** The gates in the order a run passes them. */
export const GATES = [
  'plan',
  'build',
  'review_eng',
  'remediate',
  'review_arch',
  'approve',
] as const;
export type Gate = (typeof GATES)[number];

export const GATE_ACTIONS = ['submitted', 'approved', 'rejected'] as const;
export type GateAction = (typeof GATE_ACTIONS)[number];

export const RUN_STATUSES = ['in_progress', 'completed', 'cancelled'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

/** Where every run starts. */
export const FIRST_GATE: Gate = 'plan';

/** Approving a gate opens the next one; approving the last gate completes the run (`null`). */
const AFTER_APPROVAL: Readonly<Record<Gate, Gate | null>> = {
  plan: 'build',
  build: 'review_eng',
  review_eng: 'remediate',
  remediate: 'review_arch',
  review_arch: 'approve',
  approve: null,
};

/** Work gates are reworked in place; a rejected review sends the run into the remediate loop. */
const AFTER_REJECTION: Readonly<Record<Gate, Gate>> = {
  plan: 'plan',
  build: 'build',
  review_eng: 'remediate',
  remediate: 'remediate',
  review_arch: 'remediate',
  approve: 'remediate',
};

export type TransitionError = 'RUN_FINISHED';

export type TransitionResult =
  | {
      ok: true;
      /** The gate that now awaits action; `null` once the run is complete. */
      nextGate: Gate | null;
      /** The run's gate afterwards: `nextGate`, or the last gate (`approve`) of a completed run. */
      currentGate: Gate;
      status: RunStatus;
      /** This transition completed the run. */
      isComplete: boolean;
    }
  | { ok: false; error: TransitionError };

/**
 * What `action` at the run's current gate leads to. A run that is `completed` or `cancelled`
 * accepts no transition. Whether the request named the current gate is the caller's check.
 */
export function transition(
  currentGate: Gate,
  status: RunStatus,
  action: GateAction,
): TransitionResult {
  if (status !== 'in_progress') return { ok: false, error: 'RUN_FINISHED' };
  switch (action) {
    case 'submitted':
      return { ok: true, nextGate: currentGate, currentGate, status, isComplete: false };
    case 'rejected': {
      const next = AFTER_REJECTION[currentGate];
      return { ok: true, nextGate: next, currentGate: next, status, isComplete: false };
    }
    case 'approved': {
      const next = AFTER_APPROVAL[currentGate];
      if (next === null) {
        return { ok: true, nextGate: null, currentGate, status: 'completed', isComplete: true };
      }
      return { ok: true, nextGate: next, currentGate: next, status, isComplete: false };
    }
  }
}

export type CancelResult =
  { ok: true; status: 'cancelled' } | { ok: false; error: TransitionError };

/** Only a run in progress can be cancelled; it keeps its current gate. */
export function cancel(status: RunStatus): CancelResult {
  return status === 'in_progress'
    ? { ok: true, status: 'cancelled' }
    : { ok: false, error: 'RUN_FINISHED' };
}
