import type { JsonObject } from '../../common/json';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { AgentFramework, AgentStatus } from '../agent.constants';

@Entity('agents')
export class AgentEntity {
  @PrimaryColumn('uuid')
  id: string;

  @Column('uuid')
  orgId: string;

  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Column({ type: 'varchar', length: 32 })
  framework: AgentFramework;

  @Column({ type: 'varchar', length: 16 })
  status: AgentStatus;

  @Column('jsonb')
  config: JsonObject;

  @Column({ type: 'varchar', length: 2000, nullable: true })
  description: string | null;

  @Column({ type: 'timestamptz', precision: 3 })
  createdAt: Date;

  @Column({ type: 'timestamptz', precision: 3 })
  updatedAt: Date;
}
