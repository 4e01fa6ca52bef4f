import { InitialSchema1795000000000 } from './1795000000000-initial-schema';
import { Governance1795000000100 } from './1795000000100-governance';
import { Observations1795000000200 } from './1795000000200-observations';
import { Webhooks1795000000300 } from './1795000000300-webhooks';
import { Roles1795000000400 } from './1795000000400-roles';
import { IdempotencyKeys1795000000500 } from './1795000000500-idempotency-keys';
import { AuditChain1795000000510 } from './1795000000510-audit-chain';
import { Enforcement1795000000600 } from './1795000000600-enforcement';
import { DetectionPolicy1795000000700 } from './1795000000700-detection-policy';
import { IdempotencyCommit1795000000800 } from './1795000000800-idempotency-commit';
import { AuditEntryMac1795000000810 } from './1795000000810-audit-entry-mac';
import { OneDeliveryPerEvent1795000000820 } from './1795000000820-one-delivery-per-event';
import { ContextAwareDetection1795000002100 } from './1795000002100-context-aware-detection';
import { RunWriteChecks1795000002200 } from './1795000002200-run-write-checks';

/** Every migration, in order. A new migration file is also listed here. */
export const MIGRATIONS = [
  InitialSchema1795000000000,
  Governance1795000000100,
  Observations1795000000200,
  Webhooks1795000000300,
  Roles1795000000400,
  IdempotencyKeys1795000000500,
  AuditChain1795000000510,
  Enforcement1795000000600,
  DetectionPolicy1795000000700,
  IdempotencyCommit1795000000800,
  AuditEntryMac1795000000810,
  OneDeliveryPerEvent1795000000820,
  ContextAwareDetection1795000002100,
  RunWriteChecks1795000002200,
];
