import type { ConditionalRole } from '../auth/roles.decorator';

/** An agent key may hand its work in at a gate, never decide one. */
export const AGENT_SUBMITS: ConditionalRole = {
  role: 'agent',
  only: 'action submitted',
  when: (body) =>
    typeof body === 'object' &&
    body !== null &&
    (body as { action?: unknown }).action === 'submitted',
};
