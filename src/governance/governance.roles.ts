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

/**
 * An agent key may start its agent's runs but choose nothing about them (SPEC §1): the governed
 * agent cannot switch its own enforcement off. An absent or empty `policy` gets the defaults.
 */
export const AGENT_STARTS_WITH_DEFAULTS: ConditionalRole = {
  role: 'agent',
  only: 'without a policy: its runs get the defaults',
  when: (body) => {
    if (typeof body !== 'object' || body === null) return true;
    const policy = (body as { policy?: unknown }).policy;
    return (
      policy === undefined ||
      policy === null ||
      (typeof policy === 'object' && Object.keys(policy).length === 0)
    );
  },
};
