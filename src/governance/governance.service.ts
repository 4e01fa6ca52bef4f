import type { JsonObject } from '../common/json';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { AgentsService } from '../agents/agents.service';
import { AuditService } from '../audit/audit.service';
import { resolveActor } from '../auth/actor';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { Scope, scopeOf } from '../auth/scope';
import { Page, paginate } from '../common/pagination/paginate';
import { ListRunsQueryDto } from './dto/list-runs-query.dto';
import { StartRunDto } from './dto/start-run.dto';
import { GateEventEntity } from './entities/gate-event.entity';
import { RunEntity } from './entities/run.entity';
import { cancel, FIRST_GATE, Gate, GateAction, transition } from './gate-machine';
import {
  GateMismatchError,
  RunFinishedError,
  RunNotFoundError,
  SelfApprovalError,
} from './governance.errors';

export interface TransitionRequest {
  runId: string;
  /** The gate the caller acts on; omitted (`/approve`) means whatever gate is current when applied. */
  gate?: Gate;
  action: GateAction;
  /** As named in the request; resolved against the key's bound actor (`resolveActor`). */
  actor?: string;
  evidence?: JsonObject;
}

export interface TransitionOutcome {
  event: GateEventEntity;
  nextGate: Gate | null;
  isComplete: boolean;
  run: RunEntity;
}

export interface CancelRequest {
  runId: string;
  /** As named in the request; resolved against the key's bound actor (`resolveActor`). */
  actor?: string;
  reason?: string;
}

export interface RunHistory {
  run: RunEntity;
  /** Oldest first. */
  events: GateEventEntity[];
}

/**
 * Governance runs. Every change to a run happens in one transaction that first locks the run row
 * (`SELECT … FOR UPDATE`), so transitions on one run are serialized by PostgreSQL across all
 * service instances: each is decided on the state the previous one left. Requests that name an
 * actor resolve it here against the caller's key (`resolveActor`), so every entry point records
 * the same trusted actor; every query is limited to the caller's scope (`scopeOf`).
 */
@Injectable()
export class GovernanceService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsService,
    private readonly audit: AuditService,
  ) {}

  async start(caller: AuthContext, input: StartRunDto): Promise<RunEntity> {
    const { orgId } = caller;
    return this.dataSource.transaction(async (manager) => {
      const agent = await this.agents.get(scopeOf(caller), input.agentId, manager);
      const now = new Date();
      const run: RunEntity = {
        id: randomUUID(),
        orgId,
        agentId: agent.id,
        status: 'in_progress',
        currentGate: FIRST_GATE,
        metadata: input.metadata ?? {},
        policy: { requireDistinctApprover: input.policy?.requireDistinctApprover ?? false },
        eventCount: 0,
        startedAt: now,
        completedAt: null,
        cancelledAt: null,
        createdAt: now,
      };
      await manager.insert(RunEntity, run);
      await this.audit.record(manager, {
        orgId,
        action: 'created',
        resourceType: 'run',
        resourceId: run.id,
        ...recordedBy(caller),
        details: { agentId: run.agentId, policy: { ...run.policy } },
      });
      return run;
    });
  }

  /**
   * Applies one gate action. With `gate` given it must be the run's current gate at the moment
   * the lock is held; without it (`/approve`) the action applies to whatever gate is current then,
   * so concurrent approvals advance the run one gate each, in order, until it completes.
   */
  async transition(caller: AuthContext, input: TransitionRequest): Promise<TransitionOutcome> {
    const { orgId, keyId } = caller;
    const actor = resolveActor(caller, input.actor);
    return this.dataSource.transaction(async (manager) => {
      const run = await this.lockRun(manager, scopeOf(caller), input.runId);
      const result = transition(run.currentGate, run.status, input.action);
      if (!result.ok) throw new RunFinishedError(run.status);
      const gate = input.gate ?? run.currentGate;
      if (gate !== run.currentGate) throw new GateMismatchError(gate, run.currentGate);
      if (
        input.action === 'approved' &&
        run.policy.requireDistinctApprover &&
        (await this.submittedSinceArrival(manager, run, actor))
      ) {
        throw new SelfApprovalError(gate);
      }

      const now = new Date();
      const event: GateEventEntity = {
        id: randomUUID(),
        runId: run.id,
        orgId,
        seq: run.eventCount + 1,
        gate,
        action: input.action,
        actor,
        keyId,
        evidence: input.evidence ?? {},
        createdAt: now,
      };
      const changes = {
        status: result.status,
        currentGate: result.currentGate,
        eventCount: event.seq,
        completedAt: result.isComplete ? now : run.completedAt,
      };
      await manager.insert(GateEventEntity, event);
      await manager.update(RunEntity, { id: run.id }, changes);
      await this.audit.record(manager, {
        orgId,
        action: 'gate_transition',
        resourceType: 'run',
        resourceId: run.id,
        actor,
        keyId,
        details: {
          eventId: event.id,
          gate,
          action: input.action,
          nextGate: result.nextGate,
          isComplete: result.isComplete,
        },
      });
      return {
        event,
        nextGate: result.nextGate,
        isComplete: result.isComplete,
        run: { ...run, ...changes },
      };
    });
  }

  async cancel(caller: AuthContext, input: CancelRequest): Promise<RunEntity> {
    const { orgId, keyId } = caller;
    const actor = resolveActor(caller, input.actor);
    return this.dataSource.transaction(async (manager) => {
      const run = await this.lockRun(manager, scopeOf(caller), input.runId);
      const result = cancel(run.status);
      if (!result.ok) throw new RunFinishedError(run.status);
      const changes = { status: result.status, cancelledAt: new Date() };
      await manager.update(RunEntity, { id: run.id }, changes);
      await this.audit.record(manager, {
        orgId,
        action: 'cancelled',
        resourceType: 'run',
        resourceId: run.id,
        actor,
        keyId,
        details: { gate: run.currentGate, reason: input.reason ?? null },
      });
      return { ...run, ...changes };
    });
  }

  /** The run, when in the caller's scope; any other run is indistinguishable from none. */
  async getRun(scope: Scope, runId: string): Promise<RunEntity> {
    const run = await this.dataSource.manager.findOneBy(RunEntity, runWhere(scope, runId));
    if (!run) throw new RunNotFoundError();
    return run;
  }

  /** The run and its history from one snapshot, so they always agree. */
  async getHistory(scope: Scope, runId: string): Promise<RunHistory> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const run = await manager.findOneBy(RunEntity, runWhere(scope, runId));
      if (!run) throw new RunNotFoundError();
      const events = await manager.find(GateEventEntity, {
        where: { runId, orgId: scope.orgId },
        order: { seq: 'ASC' },
      });
      return { run, events };
    });
  }

  list(scope: Scope, query: ListRunsQueryDto): Promise<Page<RunEntity>> {
    const qb = this.dataSource
      .getRepository(RunEntity)
      .createQueryBuilder('run')
      .where('run.orgId = :orgId', { orgId: scope.orgId });
    if (scope.agentId) qb.andWhere('run.agentId = :scopeAgentId', { scopeAgentId: scope.agentId });
    if (query.agentId) qb.andWhere('run.agentId = :agentId', { agentId: query.agentId });
    if (query.status) qb.andWhere('run.status = :status', { status: query.status });
    return paginate(qb, query);
  }

  /** Waits for concurrent transitions of the same run to commit, then reads its latest state. */
  private async lockRun(manager: EntityManager, scope: Scope, runId: string): Promise<RunEntity> {
    const run = await manager
      .getRepository(RunEntity)
      .createQueryBuilder('run')
      .setLock('pessimistic_write')
      .where(runWhere(scope, runId))
      .getOne();
    if (!run) throw new RunNotFoundError();
    return run;
  }

  /**
   * Whether `actor` submitted at the run's current gate since the run last arrived there. Every
   * event is recorded at the gate current at the time, so the current visit is the run of events
   * after the last one recorded at another gate; rejections that keep the run at the same gate
   * (rework) do not start a new visit.
   */
  private async submittedSinceArrival(
    manager: EntityManager,
    run: RunEntity,
    actor: string,
  ): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      `SELECT 1
         FROM gate_events e
        WHERE e.run_id = $1 AND e.gate = $2 AND e.action = 'submitted' AND e.actor = $3
          AND e.seq > COALESCE(
                (SELECT max(o.seq) FROM gate_events o WHERE o.run_id = $1 AND o.gate <> $2), 0)
        LIMIT 1`,
      [run.id, run.currentGate, actor],
    );
    return rows.length > 0;
  }
}

/** A run by id within the scope: the organization's, and for an agent key its agent's only. */
function runWhere(scope: Scope, runId: string): FindOptionsWhere<RunEntity> {
  return scope.agentId === null
    ? { id: runId, orgId: scope.orgId }
    : { id: runId, orgId: scope.orgId, agentId: scope.agentId };
}
