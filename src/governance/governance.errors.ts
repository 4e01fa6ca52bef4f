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
