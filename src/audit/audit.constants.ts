import type { AuditResourceType } from './entities/audit-entry.entity';

export const AUDIT_RESOURCE_TYPES: readonly AuditResourceType[] = [
  'organization',
  'api_key',
  'agent',
  'run',
  'observation',
  'webhook',
];
