import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { Role } from '../roles';

/** An API key. Only the SHA-256 of the key is stored; `prefix` is a non-secret display hint. */
@Entity('api_keys')
export class ApiKeyEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  prefix: string;

  @Column({ type: 'varchar', length: 16 })
  role: Role;

  /** The agent an `agent` key is bound to; null for every other role. */
  @Column({ type: 'uuid', nullable: true })
  agentId: string | null;

  /** The actor the key is bound to; requests made with it may not name another. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  actor: string | null;

  @Column({ type: 'char', length: 64 })
  keyHash: string;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', precision: 3, nullable: true })
  revokedAt: Date | null;
}
