import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { Scope } from '../auth/scope';
import { Page, paginate } from '../common/pagination/paginate';
import { AgentNotFoundError } from './agents.errors';
import { ListAgentsQueryDto } from './dto/list-agents-query.dto';
import { RegisterAgentDto } from './dto/register-agent.dto';
import { UpdateAgentDto } from './dto/update-agent.dto';
import { AgentEntity } from './entities/agent.entity';

@Injectable()
export class AgentsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async register(caller: AuthContext, input: RegisterAgentDto): Promise<AgentEntity> {
    const { orgId } = caller;
    const now = new Date();
    const agent: AgentEntity = {
      id: randomUUID(),
      orgId,
      name: input.name,
      framework: input.framework,
      status: 'registered',
      config: input.config ?? {},
      description: input.description ?? null,
      createdAt: now,
      updatedAt: now,
    };
    await this.dataSource.transaction(async (manager) => {
      await manager.insert(AgentEntity, agent);
      await this.audit.record(manager, {
        orgId,
        action: 'created',
        resourceType: 'agent',
        resourceId: agent.id,
        ...recordedBy(caller),
        details: { name: agent.name, framework: agent.framework },
      });
    });
    return agent;
  }

  list(scope: Scope, query: ListAgentsQueryDto): Promise<Page<AgentEntity>> {
    const qb = this.dataSource
      .getRepository(AgentEntity)
      .createQueryBuilder('agent')
      .where('agent.orgId = :orgId', { orgId: scope.orgId });
    if (scope.agentId) qb.andWhere('agent.id = :scopeAgentId', { scopeAgentId: scope.agentId });
    if (query.framework)
      qb.andWhere('agent.framework = :framework', { framework: query.framework });
    if (query.status) qb.andWhere('agent.status = :status', { status: query.status });
    return paginate(qb, query);
  }

  /**
   * The agent, when in the caller's scope; another organization's agent (or, for an agent key,
   * another agent) is indistinguishable from none.
   */
  async get(
    scope: Scope,
    id: string,
    manager: EntityManager = this.dataSource.manager,
  ): Promise<AgentEntity> {
    const agent =
      scope.agentId === null || scope.agentId === id
        ? await manager.findOneBy(AgentEntity, { id, orgId: scope.orgId })
        : null;
    if (!agent) throw new AgentNotFoundError();
    return agent;
  }

  async update(caller: AuthContext, id: string, input: UpdateAgentDto): Promise<AgentEntity> {
    const { orgId } = caller;
    return this.dataSource.transaction(async (manager) => {
      const agent = await manager
        .getRepository(AgentEntity)
        .createQueryBuilder('agent')
        .setLock('pessimistic_write')
        .where('agent.id = :id AND agent.orgId = :orgId', { id, orgId })
        .getOne();
      if (!agent) throw new AgentNotFoundError();
      const changes: Partial<AgentEntity> = {};
      if (input.name !== undefined) changes.name = input.name;
      if (input.config !== undefined) changes.config = input.config;
      if (input.description !== undefined) changes.description = input.description;
      if (input.status !== undefined) changes.status = input.status;
      const changedFields = Object.keys(changes);
      if (changedFields.length === 0) return agent;
      const updated: AgentEntity = { ...agent, ...changes, updatedAt: new Date() };
      await manager.update(AgentEntity, { id }, { ...changes, updatedAt: updated.updatedAt });
      await this.audit.record(manager, {
        orgId,
        action: 'updated',
        resourceType: 'agent',
        resourceId: id,
        ...recordedBy(caller),
        details: {
          fields: changedFields,
          ...(changes.status !== undefined
            ? { statusFrom: agent.status, statusTo: changes.status }
            : {}),
        },
      });
      return updated;
    });
  }
}
