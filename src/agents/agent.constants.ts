export const AGENT_FRAMEWORKS = ['framework_a', 'framework_b', 'framework_c', 'custom'] as const;
export type AgentFramework = (typeof AGENT_FRAMEWORKS)[number];

export const AGENT_STATUSES = ['registered', 'active', 'suspended', 'retired'] as const;
export type AgentStatus = (typeof AGENT_STATUSES)[number];
