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

/**
 * What a run's history records: the gate actions requested, and the changes of status that are
 * not gate actions (`halted` by a detection, `resumed` and `cancelled` by a person).
 */
export const HISTORY_ACTIONS = [...GATE_ACTIONS, 'halted', 'resumed', 'cancelled'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

export const RUN_STATUSES = ['in_progress', 'halted', 'completed', 'cancelled'] as const;
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

export type TransitionError = 'RUN_FINISHED' | 'RUN_HALTED';

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

/** Why a run that is not in progress refuses a change. */
function refusal(status: Exclude<RunStatus, 'in_progress'>): TransitionError {
  return status === 'halted' ? 'RUN_HALTED' : 'RUN_FINISHED';
}

/**
 * What `action` at the run's current gate leads to. A run that is `completed` or `cancelled`
 * accepts no transition, nor does a `halted` one. Whether the request named the current gate is
 * the caller's check.
 */
export function transition(
  currentGate: Gate,
  status: RunStatus,
  action: GateAction,
): TransitionResult {
  if (status !== 'in_progress') return { ok: false, error: refusal(status) };
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

/** A run in progress or halted can be cancelled; it keeps its current gate. */
export function cancel(status: RunStatus): CancelResult {
  return status === 'in_progress' || status === 'halted'
    ? { ok: true, status: 'cancelled' }
    : { ok: false, error: 'RUN_FINISHED' };
}

/** Only a halted run resumes, back to in progress at the same gate. */
export function resume(
  status: RunStatus,
): { ok: true; status: 'in_progress' } | { ok: false; error: 'RUN_NOT_HALTED' } {
  return status === 'halted'
    ? { ok: true, status: 'in_progress' }
    : { ok: false, error: 'RUN_NOT_HALTED' };
}

/**
 * What an open observation's governance response does to a run that enforces (SPEC §6.1). The
 * catalogue assigns one to each pattern; the compiler checks its values against this list where
 * observation passes them in. Strongest first; the one list the API and the catalogue share.
 */
export const GOVERNANCE_RESPONSES = ['HALT', 'ESCALATE', 'PAUSE', 'FLAG'] as const;
export type GovernanceResponse = (typeof GOVERNANCE_RESPONSES)[number];

/** Responses whose open observations hold a run: listed as its blockers. */
export const HOLDING_RESPONSES: readonly GovernanceResponse[] = ['HALT', 'PAUSE', 'ESCALATE'];
/** Responses whose open observations refuse approvals (a HALT one halts the run instead). */
export const BLOCKING_RESPONSES: readonly GovernanceResponse[] = ['PAUSE', 'ESCALATE'];
