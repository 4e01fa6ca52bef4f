import { DomainError, InvalidInputError, NotFoundError } from '../common/errors/domain-error';
import { MAX_TEXT_LENGTH } from './observation.constants';

export class TextTooLargeError extends DomainError {
  constructor() {
    super(
      'too_large',
      'TEXT_TOO_LARGE',
      `text must be at most ${MAX_TEXT_LENGTH.toLocaleString('en-US')} characters`,
    );
  }
}

export class AgentRunMismatchError extends InvalidInputError {
  constructor() {
    super('AGENT_RUN_MISMATCH', "agentId is not the run's agent");
  }
}

export class PatternNotFoundError extends NotFoundError {
  constructor() {
    super('PATTERN_NOT_FOUND', 'pattern not found');
  }
}

export class InvalidPatternIdError extends InvalidInputError {
  constructor() {
    super('INVALID_PATTERN_ID', 'pattern id must look like BP-001');
  }
}

export class ObservationNotFoundError extends NotFoundError {
  constructor() {
    super('OBSERVATION_NOT_FOUND', 'observation not found');
  }
}
