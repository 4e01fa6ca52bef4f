import { NotFoundError } from '../common/errors/domain-error';

export class AgentNotFoundError extends NotFoundError {
  constructor() {
    super('AGENT_NOT_FOUND', 'agent not found');
  }
}
