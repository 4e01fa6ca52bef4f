import type { JsonObject } from '../../common/json';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type AuditResourceType =
  'organization' | 'api_key' | 'agent' | 'run' | 'observation' | 'webhook';

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

  /** 1, 2, … per organization; null until the sealer chains the entry (a second or so). */
  @Column({
    type: 'bigint',
    nullable: true,
    // pg answers bigint as a string; a trail will not outgrow Number.MAX_SAFE_INTEGER.
    transformer: {
      to: (value: number | null | undefined) => value,
      from: (value: string | null) => (value === null ? null : Number(value)),
    },
  })
  seq: number | null;

  /** SHA-256 (hex) over the previous entry's hash and this entry's canonical content. */
  @Column({ type: 'char', length: 64, nullable: true })
  hash: string | null;

  /** HMAC (hex) by the server's audit key over the content: the service wrote this entry. */
  @Column({ type: 'char', length: 64, nullable: true })
  mac: string | null;

  /** Written before entries carried a MAC (set by the migration only; an INSERT cannot). */
  @Column({ type: 'boolean', default: false, insert: false })
  legacy: boolean;
}
