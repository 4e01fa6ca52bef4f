import { ConflictError, ForbiddenError, NotFoundError } from '../common/errors/domain-error';
import type { Gate, RunStatus } from './gate-machine';

export class RunNotFoundError extends NotFoundError {
  constructor() {
    super('RUN_NOT_FOUND', 'run not found');
  }
}

export class GateMismatchError extends ConflictError {
  constructor(requested: Gate, current: Gate) {
    super('GATE_MISMATCH', `gate ${requested} is not the run's current gate (${current})`);
  }
}

export class RunFinishedError extends ConflictError {
  constructor(status: RunStatus) {
    super('RUN_FINISHED', `run is ${status}; it accepts no further transitions`);
  }
}

export class SelfApprovalError extends ForbiddenError {
  constructor(gate: Gate) {
    super(
      'SELF_APPROVAL',
      `the run requires a distinct approver: this actor submitted at gate ${gate} and cannot approve it`,
    );
  }
}

export class RunHaltedError extends ConflictError {
  constructor() {
    super(
      'RUN_HALTED',
      'run is halted by a detection; review its HALT observations, then resume it (or cancel it)',
    );
  }
}

export class RunBlockedError extends ConflictError {
  constructor(observationIds: readonly string[]) {
    super(
      'RUN_BLOCKED',
      `approvals are blocked until these observations are reviewed: ${observationIds.join(', ')}`,
    );
  }
}

export class RunNotHaltedError extends ConflictError {
  constructor(status: RunStatus) {
    super('RUN_NOT_HALTED', `run is ${status}, not halted`);
  }
}

export class ObservationsOpenError extends ConflictError {
  constructor(observationIds: readonly string[]) {
    super(
      'OBSERVATIONS_OPEN',
      `the run's HALT observations must be reviewed before it resumes: ${observationIds.join(', ')}`,
    );
  }
}
