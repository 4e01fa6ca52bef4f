import type { JsonObject } from '../../common/json';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AuditResourceType = 'organization' | 'api_key' | 'agent' | 'run' | 'webhook';

@Entity('audit_entries')
export class AuditEntryEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 64 })
  action: string;

  @Column({ type: 'varchar', length: 32 })
  resourceType: AuditResourceType;

  @Column({ type: 'uuid', nullable: true })
  resourceId: string | null;

  @Column({ type: 'varchar', length: 200 })
  actor: string;

  @Column({ type: 'uuid', nullable: true })
  keyId: string | null;

  @Column('jsonb')
  details: JsonObject;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;
}
