import type { JsonObject } from '../../common/json';
import { ApiProperty } from '@nestjs/swagger';
import { AGENT_FRAMEWORKS, AGENT_STATUSES, AgentFramework, AgentStatus } from '../agent.constants';
import { AgentEntity } from '../entities/agent.entity';

export class AgentResponse {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ format: 'uuid' })
  orgId: string;

  @ApiProperty({ example: 'release-bot' })
  name: string;

  @ApiProperty({ enum: AGENT_FRAMEWORKS })
  framework: AgentFramework;

  @ApiProperty({ enum: AGENT_STATUSES })
  status: AgentStatus;

  @ApiProperty({ type: 'object', additionalProperties: true })
  config: JsonObject;

  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt: string;

  static from(this: void, agent: AgentEntity): AgentResponse {
    return {
      id: agent.id,
      orgId: agent.orgId,
      name: agent.name,
      framework: agent.framework,
      status: agent.status,
      config: agent.config,
      description: agent.description,
      createdAt: agent.createdAt.toISOString(),
      updatedAt: agent.updatedAt.toISOString(),
    };
  }
}

export class AgentListResponse {
  @ApiProperty({ type: [AgentResponse] })
  agents: AgentResponse[];

  @ApiProperty({ type: String, nullable: true })
  nextCursor: string | null;
}
