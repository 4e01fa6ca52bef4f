import type { JsonObject } from '../common/json';
import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager, FindOptionsWhere } from 'typeorm';
import { AgentsService } from '../agents/agents.service';
import { AuditService } from '../audit/audit.service';
import { resolveActor } from '../auth/actor';
import { AuthContext, recordedBy } from '../auth/auth-context';
import { Scope, scopeOf } from '../auth/scope';
import { DomainError } from '../common/errors/domain-error';
import { Page, paginate } from '../common/pagination/paginate';
import {
  entityColumns,
  entityInsert,
  Params,
  isWriteConflict,
  queryPrepared,
  writeTogether,
} from '../database/one-statement';
import { writeAtomically } from '../database/commit-fence';
import { OutboxService } from '../outbox/outbox.service';
import { ListRunsQueryDto } from './dto/list-runs-query.dto';
import { StartRunDto } from './dto/start-run.dto';
import { GateEventEntity } from './entities/gate-event.entity';
import { RunEntity } from './entities/run.entity';
import { RunEvent, RunEventType } from './events/run-event';
import { RunCache } from './run-cache';
import {
  BLOCKING_RESPONSES,
  cancel,
  FIRST_GATE,
  Gate,
  GateAction,
  GovernanceResponse,
  HistoryAction,
  HOLDING_RESPONSES,
  resume,
  transition,
} from './gate-machine';
import { DEFAULT_ENFORCEMENT, SYSTEM_ACTOR } from './governance.constants';
import {
  GateMismatchError,
  ObservationsOpenError,
  RunBlockedError,
  RunFinishedError,
  RunHaltedError,
  RunNotFoundError,
  RunNotHaltedError,
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

/** An open observation that holds a run (SPEC §6.1). */
export interface Blocker {
  observationId: string;
  patternId: string;
  governanceResponse: GovernanceResponse;
}

/** A run as the API shows it: with what holds it now. */
export type GovernedRun = RunEntity & { blockers: Blocker[] };

export interface TransitionOutcome {
  event: GateEventEntity;
  nextGate: Gate | null;
  isComplete: boolean;
  run: GovernedRun;
}

export interface StatusChangeRequest {
  runId: string;
  /** As named in the request; resolved against the key's bound actor (`resolveActor`). */
  actor?: string;
  reason?: string;
}

export type ResumeRequest = StatusChangeRequest & { reason: string };

export interface RunHistory {
  run: GovernedRun;
  /** Oldest first. */
  events: GateEventEntity[];
}

/** A stored observation of an assessment, as enforcement sees it. */
export interface Detection {
  observationId: string;
  patternId: string;
  governanceResponse: GovernanceResponse;
}

interface BlockerRow {
  id: string;
  run_id: string;
  pattern_id: string;
  governance_response: GovernanceResponse;
}

/**
 * Governance runs. Every change to a run is written under the run row's lock (`SELECT … FOR
 * UPDATE`, or a gate action's one statement that takes it and checks the run is as read), so
 * transitions on one run are serialized by PostgreSQL across all service instances: each is
 * decided on the state the previous one left. Assessments that act on
 * a run take the same row lock (`enforce`), so an approval racing a halt either commits before it
 * or is refused. Requests that name an actor resolve it here against the caller's key
 * (`resolveActor`), so every entry point records the same trusted actor; every query is limited
 * to the caller's scope (`scopeOf`).
 */
/** A run's decisions, as an assessment reads them with the run (`getRunForAssessment`). */
export interface RunDecisions {
  agentName: string;
  approvals: { id: string; gate: string; action: string; actor: string }[];
  latest: { id: string; gate: string; action: string } | null;
}

@Injectable()
export class GovernanceService {
  private readonly logger = new Logger(GovernanceService.name);
  private readonly runs = new RunCache();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly events: EventEmitter2,
  ) {}

  private runStatements?: RunStatements;

  private get runSql(): RunStatements {
    return (this.runStatements ??= runStatements(
      entityColumns(this.dataSource.getMetadata(RunEntity), 'r'),
    ));
  }

  async start(caller: AuthContext, input: StartRunDto): Promise<GovernedRun> {
    const { orgId } = caller;
    const started = await this.dataSource.transaction(async (manager) => {
      const agent = await this.agents.get(scopeOf(caller), input.agentId, manager);
      const now = new Date();
      const run: RunEntity = {
        id: randomUUID(),
        orgId,
        agentId: agent.id,
        status: 'in_progress',
        currentGate: FIRST_GATE,
        metadata: input.metadata ?? {},
        policy: {
          requireDistinctApprover: input.policy?.requireDistinctApprover ?? false,
          enforcement: input.policy?.enforcement ?? DEFAULT_ENFORCEMENT,
        },
        eventCount: 0,
        awaitingDecision: false,
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
      return { ...run, blockers: [] };
    });
    this.runs.set(started);
    return started;
  }

  /**
   * Applies one gate action. With `gate` given it must be the run's current gate at the moment
   * the action applies; without it (`/approve`) the action applies to whatever gate is current
   * then, so concurrent approvals advance the run one gate each, in order, until it completes. A
   * halted run answers RUN_HALTED before any other check; an approval while open PAUSE/ESCALATE
   * observations hold the run is RUN_BLOCKED.
   *
   * First tried on the run as this instance last wrote or read it (`RunCache`), else as read now,
   * unlocked: its writes then run as one statement that locks the run, and make nothing unless the
   * run is still as held or read (its event count: every change to a run, on any instance,
   * records an event) and, for a guarded approval, nothing holds it (checked after the lock, see
   * `governance_run_held`). One round trip for a run held here, two for one read, instead of four.
   * When the run as held was not current, the action is decided again on the run as read; when
   * that changed too or the run is held, under the row lock, as one transaction, which gives the
   * exact answer.
   */
  async transition(caller: AuthContext, input: TransitionRequest): Promise<TransitionOutcome> {
    const actor = resolveActor(caller, input.actor);
    const scope = scopeOf(caller);
    const held = this.runs.get(scope, input.runId);
    const applied =
      (held && (await this.tryUnlocked(caller, input, actor, held, 'held'))) ??
      (await this.tryUnlocked(
        caller,
        input,
        actor,
        await this.readRun(scope, input.runId),
        'read',
      ));
    const { outcome, announced } =
      applied ??
      (await this.dataSource.transaction(async (manager) =>
        this.applyTransition(
          manager,
          caller,
          input,
          actor,
          await this.lockRun(manager, scope, input.runId),
          null,
        ),
      ));
    this.runs.set(outcome.run);
    if (announced) this.announce([announced]);
    return outcome;
  }

  /**
   * The action decided on the run as this instance holds or has just read it, and written only
   * while the run is still so; null when it changed since. A refusal decided on the run as held
   * may come from such a change too: it answers null as well, for the caller to decide again on
   * the run as read.
   */
  private tryUnlocked(
    caller: AuthContext,
    input: TransitionRequest,
    actor: string,
    run: RunEntity,
    source: 'held' | 'read',
  ): Promise<{ outcome: TransitionOutcome; announced: RunEvent | undefined } | null> {
    return writeAtomically(this.dataSource, (manager) =>
      this.applyTransition(manager, caller, input, actor, run, run.eventCount),
    ).catch((error: unknown) => {
      if (isWriteConflict(error) || (source === 'held' && error instanceof DomainError)) {
        return null;
      }
      throw error;
    });
  }

  /**
   * Decides the action on `run` and writes it. `readCount`: the event count of a run read
   * without its lock, which the write then requires; null when the caller holds the lock.
   */
  private async applyTransition(
    manager: EntityManager,
    caller: AuthContext,
    input: TransitionRequest,
    actor: string,
    run: RunEntity,
    readCount: number | null,
  ): Promise<{ outcome: TransitionOutcome; announced: RunEvent | undefined }> {
    const { orgId, keyId } = caller;
    const result = transition(run.currentGate, run.status, input.action);
    if (!result.ok) {
      throw result.error === 'RUN_HALTED' ? new RunHaltedError() : new RunFinishedError(run.status);
    }
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
    const event = this.historyEvent(run, {
      gate,
      action: input.action,
      actor,
      keyId,
      evidence: input.evidence ?? {},
      at: now,
    });
    const changes = {
      status: result.status,
      currentGate: result.currentGate,
      eventCount: event.seq,
      completedAt: result.isComplete ? now : run.completedAt,
      awaitingDecision: input.action === 'submitted',
    };
    const guarded = input.action === 'approved' && run.policy.enforcement === 'enforce';
    const type: RunEventType | undefined =
      input.action === 'submitted'
        ? 'gate.submitted'
        : result.isComplete
          ? 'run.completed'
          : undefined;
    const announced = type ? this.runEvent(run, type, { gate, actor, at: now }) : undefined;
    // The run's update, its history event, audit entry and outbox row: one round trip. A
    // guarded update that matched no row (a hold) rolls the others back with the transaction;
    // an unlocked one that matched none (a change since the read, or a hold) makes none of them.
    const params = new Params();
    const updated = await writeTogether(
      manager,
      [
        runUpdate(params, run.id, changes, guarded, readCount),
        entityInsert(manager.connection.getMetadata(GateEventEntity), [event], params),
        this.audit.statement(
          manager,
          {
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
          },
          params,
        ),
        ...(announced ? [this.outbox.statement([announced.toOutbox()], params)] : []),
      ],
      params,
      readCount === null ? 'count' : 'required',
    );
    if (updated === 0) {
      const blocking = (await this.blockerRows(manager, [run.id])).filter((row) =>
        BLOCKING_RESPONSES.includes(row.governance_response),
      );
      throw new RunBlockedError(blocking.map((row) => row.id));
    }
    const changed = { ...run, ...changes };
    const outcome = {
      event,
      nextGate: result.nextGate,
      isComplete: result.isComplete,
      // An approval just passed the guard, and open HALT observations never leave a run in
      // progress (it halts, and resumes only once they are reviewed): nothing holds it.
      run: { ...changed, blockers: guarded ? [] : await this.blockersWith(manager, changed) },
    };
    return { outcome, announced };
  }

  /** Cancels a run in progress or halted; recorded in its history with the reason. */
  async cancel(caller: AuthContext, input: StatusChangeRequest): Promise<GovernedRun> {
    const { orgId, keyId } = caller;
    const actor = resolveActor(caller, input.actor);
    let announced: RunEvent | undefined;
    const run = await this.dataSource.transaction(async (manager) => {
      const run = await this.lockRun(manager, scopeOf(caller), input.runId);
      const result = cancel(run.status);
      if (!result.ok) throw new RunFinishedError(run.status);
      const now = new Date();
      const reason = input.reason ?? null;
      const event = this.historyEvent(run, {
        gate: run.currentGate,
        action: 'cancelled',
        actor,
        keyId,
        evidence: { reason },
        at: now,
      });
      const changes = { status: result.status, cancelledAt: now, eventCount: event.seq };
      await manager.insert(GateEventEntity, event);
      await manager.update(RunEntity, { id: run.id }, changes);
      await this.audit.record(manager, {
        orgId,
        action: 'cancelled',
        resourceType: 'run',
        resourceId: run.id,
        actor,
        keyId,
        details: { gate: run.currentGate, reason },
      });
      announced = this.runEvent(run, 'run.cancelled', { actor, reason, at: now });
      await this.outbox.append(manager, [announced.toOutbox()]);
      return { ...run, ...changes, blockers: [] };
    });
    this.runs.set(run);
    if (announced) this.announce([announced]);
    return run;
  }

  /**
   * Puts a halted run back in progress at the same gate, once every HALT observation of the run
   * has been reviewed (409 OBSERVATIONS_OPEN names those still open).
   */
  async resume(caller: AuthContext, input: ResumeRequest): Promise<GovernedRun> {
    const { orgId, keyId } = caller;
    const actor = resolveActor(caller, input.actor);
    let announced: RunEvent | undefined;
    const run = await this.dataSource.transaction(async (manager) => {
      const run = await this.lockRun(manager, scopeOf(caller), input.runId);
      const result = resume(run.status);
      if (!result.ok) throw new RunNotHaltedError(run.status);
      const holding = await this.blockerRows(manager, [run.id]);
      const halting = holding.filter((row) => row.governance_response === 'HALT');
      if (halting.length > 0) throw new ObservationsOpenError(halting.map((row) => row.id));
      const now = new Date();
      const reason = input.reason ?? null;
      const event = this.historyEvent(run, {
        gate: run.currentGate,
        action: 'resumed',
        actor,
        keyId,
        evidence: { reason },
        at: now,
      });
      const changes = { status: result.status, eventCount: event.seq };
      await manager.insert(GateEventEntity, event);
      await manager.update(RunEntity, { id: run.id }, changes);
      await this.audit.record(manager, {
        orgId,
        action: 'resumed',
        resourceType: 'run',
        resourceId: run.id,
        actor,
        keyId,
        details: { gate: run.currentGate, reason },
      });
      announced = this.runEvent(run, 'run.resumed', { actor, reason, at: now });
      await this.outbox.append(manager, [announced.toOutbox()]);
      return { ...run, ...changes, blockers: toBlockers(holding) };
    });
    this.runs.set(run);
    if (announced) this.announce([announced]);
    return run;
  }

  /**
   * What an assessment's stored observations do to their run (SPEC §6.1), in the transaction that
   * stored them. Under `enforce`, a HALT one halts a run in progress (one `halted` event, for the
   * first HALT observation) under the run's row lock, taken last so it is held only until the
   * commit. PAUSE and ESCALATE ones need no write: their open rows are the hold. Gate actions
   * lock the run `FOR UPDATE`, which conflicts with the `FOR KEY SHARE` lock that the
   * observations' foreign key to the run takes, so an approval either commits before this
   * transaction inserts them or waits for its commit and then sees them (and the halt). Answers
   * the events to `announce` once the caller's transaction has committed.
   */
  async enforce(
    manager: EntityManager,
    orgId: string,
    runId: string,
    detections: readonly Detection[],
  ): Promise<RunEvent[]> {
    const halt = detections.find((d) => d.governanceResponse === 'HALT');
    if (!halt) return [];
    // Not FOR UPDATE: this transaction holds FOR KEY SHARE already (the foreign key), and two
    // assessments of one run both upgrading to FOR UPDATE would deadlock.
    const run = await this.lockRun(manager, { orgId, agentId: null }, runId, 'for_no_key_update');
    if (run.policy.enforcement !== 'enforce' || run.status !== 'in_progress') return [];
    const now = new Date();
    const event = this.historyEvent(run, {
      gate: run.currentGate,
      action: 'halted',
      actor: SYSTEM_ACTOR,
      keyId: null,
      evidence: { observationId: halt.observationId, patternId: halt.patternId },
      at: now,
    });
    await manager.insert(GateEventEntity, event);
    await manager.update(RunEntity, { id: run.id }, { status: 'halted', eventCount: event.seq });
    // The caller's transaction may yet roll back: what this instance holds is dropped, not replaced.
    this.runs.forget(run.id);
    await this.audit.record(manager, {
      orgId,
      action: 'halted',
      resourceType: 'run',
      resourceId: run.id,
      actor: SYSTEM_ACTOR,
      details: {
        observationId: halt.observationId,
        patternId: halt.patternId,
        gate: run.currentGate,
      },
    });
    const halted = this.runEvent(run, 'run.halted', {
      actor: SYSTEM_ACTOR,
      observationId: halt.observationId,
      at: now,
    });
    await this.outbox.append(manager, [halted.toOutbox()]);
    return [halted];
  }

  /** After commit: wakes the delivery of what the outbox already holds. Never throws. */
  announce(events: readonly RunEvent[]): void {
    for (const event of events) {
      try {
        this.events.emit(RunEvent.eventName, event);
      } catch (error) {
        this.logger.error(
          `a ${event.init.type} listener failed for run ${event.init.runId}: ${String(error)}`,
        );
      }
    }
  }

  /** `getRun`, and the run held for the next gate action on it. */
  private async readRun(scope: Scope, runId: string): Promise<RunEntity> {
    const run = await this.getRun(scope, runId);
    this.runs.set(run);
    return run;
  }

  /** The run, when in the caller's scope; any other run is indistinguishable from none. */
  async getRun(scope: Scope, runId: string): Promise<RunEntity> {
    const [run] = await queryPrepared<RunEntity[]>(this.dataSource.manager, this.runSql.inScope, [
      runId,
      scope.orgId,
      scope.agentId,
    ]);
    if (!run) throw new RunNotFoundError();
    return run;
  }

  /**
   * The run as this instance last wrote or read it, when the scope may see it: not read now, so
   * possibly behind the database. A write that depends on it carries `unchangedSince`.
   */
  heldRun(scope: Scope, runId: string): RunEntity | undefined {
    return this.runs.get(scope, runId);
  }

  /**
   * A statement (for `writeTogether(…, 'required')`) that returns the run only while its event
   * count is still `eventCount`: the writes made with it fail together (`isWriteConflict`) when
   * the run changed since it was held.
   */
  unchangedSince(params: Params, run: Pick<RunEntity, 'id' | 'eventCount'>): string {
    return `SELECT id FROM governance_runs WHERE id = ${params.add(run.id)} AND event_count = ${params.add(run.eventCount)}`;
  }

  /**
   * The run for an assessment. With `decisions`, also what the context-aware layer checks a
   * text's claims against — the agent's name, the run's approvals, its latest event — read in
   * the same statement as the run, so an assessment makes no extra round trip for them.
   */
  async getRunForAssessment(
    scope: Scope,
    runId: string,
    decisions: boolean,
  ): Promise<{ run: RunEntity; decisions: RunDecisions | null }> {
    if (!decisions) return { run: await this.readRun(scope, runId), decisions: null };
    const [row] = await queryPrepared<(RunEntity & RunDecisions)[]>(
      this.dataSource.manager,
      this.runSql.withDecisions,
      [runId, scope.orgId, scope.agentId],
    );
    if (!row) throw new RunNotFoundError();
    const { agentName, approvals, latest, ...run } = row;
    this.runs.set(run);
    return { run, decisions: { agentName, approvals, latest } };
  }

  /** The run and its history from one snapshot, so they always agree. */
  async getHistory(scope: Scope, runId: string): Promise<RunHistory> {
    return this.dataSource.transaction('REPEATABLE READ', async (manager) => {
      const run = await manager.findOneBy(RunEntity, runWhere(scope, runId));
      if (!run) throw new RunNotFoundError();
      const [events, blockers] = await Promise.all([
        manager.find(GateEventEntity, {
          where: { runId, orgId: scope.orgId },
          order: { seq: 'ASC' },
        }),
        this.blockersWith(manager, run),
      ]);
      return { run: { ...run, blockers }, events };
    });
  }

  async list(scope: Scope, query: ListRunsQueryDto): Promise<Page<GovernedRun>> {
    const qb = this.dataSource
      .getRepository(RunEntity)
      .createQueryBuilder('run')
      .where('run.orgId = :orgId', { orgId: scope.orgId });
    if (scope.agentId) qb.andWhere('run.agentId = :scopeAgentId', { scopeAgentId: scope.agentId });
    if (query.agentId) qb.andWhere('run.agentId = :agentId', { agentId: query.agentId });
    if (query.awaiting === 'decision') {
      // A literal predicate, so the planner can use ix_governance_runs_org_awaiting_created.
      qb.andWhere(`run.status = 'in_progress' AND run.awaitingDecision`);
    }
    if (query.status) qb.andWhere('run.status = :status', { status: query.status });
    const page = await paginate(qb, query);
    // One query for the whole page, and none when no run on it can be held.
    const held = page.items.filter(isHoldable);
    const rows =
      held.length > 0
        ? await this.blockerRows(
            this.dataSource.manager,
            held.map((r) => r.id),
          )
        : [];
    return {
      items: page.items.map((run) => ({
        ...run,
        blockers: isHoldable(run) ? toBlockers(rows.filter((row) => row.run_id === run.id)) : [],
      })),
      nextCursor: page.nextCursor,
    };
  }

  /**
   * Waits for concurrent changes of the same run to commit, then reads its latest state. Gate
   * actions lock `FOR UPDATE`, which also waits for assessments still inserting observations of
   * the run (their foreign keys hold `FOR KEY SHARE`); an assessment, already holding that, locks
   * `FOR NO KEY UPDATE`, so two assessments of one run never deadlock.
   */
  private async lockRun(
    manager: EntityManager,
    scope: Scope,
    runId: string,
    mode: 'pessimistic_write' | 'for_no_key_update' = 'pessimistic_write',
  ): Promise<RunEntity> {
    const [run] = await queryPrepared<RunEntity[]>(manager, this.runSql.lock[mode], [
      runId,
      scope.orgId,
      scope.agentId,
    ]);
    if (!run) throw new RunNotFoundError();
    return run;
  }

  private async blockersWith(manager: EntityManager, run: RunEntity): Promise<Blocker[]> {
    return isHoldable(run) ? toBlockers(await this.blockerRows(manager, [run.id])) : [];
  }

  /**
   * The open holding observations of these runs, oldest first: band `enforce` only (a `review`
   * one never holds a run, SPEC §7.1). Governance reads the observations table itself
   * (observation depends on governance, not the reverse); the columns it reads are the ones
   * enforcement is defined on, served by ix_observations_run_holding.
   */
  private blockerRows(manager: EntityManager, runIds: string[]): Promise<BlockerRow[]> {
    return manager.query(
      `SELECT id, run_id, pattern_id, governance_response
         FROM observations
        WHERE run_id = ANY($1::uuid[]) AND review_status = 'open' AND band = 'enforce'
          AND governance_response IN (${sqlList(HOLDING_RESPONSES)})
        ORDER BY created_at, id`,
      [runIds],
    );
  }

  private historyEvent(
    run: RunEntity,
    event: {
      gate: Gate;
      action: HistoryAction;
      actor: string;
      keyId: string | null;
      evidence: JsonObject;
      at: Date;
    },
  ): GateEventEntity {
    return {
      id: randomUUID(),
      runId: run.id,
      orgId: run.orgId,
      seq: run.eventCount + 1,
      gate: event.gate,
      action: event.action,
      actor: event.actor,
      keyId: event.keyId,
      evidence: event.evidence,
      createdAt: event.at,
    };
  }

  private runEvent(
    run: RunEntity,
    type: RunEventType,
    details: {
      gate?: Gate;
      actor: string;
      observationId?: string;
      reason?: string | null;
      at: Date;
    },
  ): RunEvent {
    return new RunEvent({
      id: randomUUID(),
      orgId: run.orgId,
      type,
      runId: run.id,
      agentId: run.agentId,
      gate: details.gate ?? run.currentGate,
      actor: details.actor,
      observationId: details.observationId ?? null,
      reason: details.reason ?? null,
      at: details.at,
    });
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

/** Open observations hold only an enforced run that is not finished. */
function isHoldable(run: RunEntity): boolean {
  return (
    run.policy.enforcement === 'enforce' &&
    (run.status === 'in_progress' || run.status === 'halted')
  );
}

/** Literal lists, so the planner can match the partial index ix_observations_run_holding. */
function sqlList(values: readonly string[]): string {
  return values.map((value) => `'${value}'`).join(', ');
}

function toBlockers(rows: readonly BlockerRow[]): Blocker[] {
  return rows.map((row) => ({
    observationId: row.id,
    patternId: row.pattern_id,
    governanceResponse: row.governance_response,
  }));
}

/** A run by id within the scope: the organization's, and for an agent key its agent's only. */
function runWhere(scope: Scope, runId: string): FindOptionsWhere<RunEntity> {
  return scope.agentId === null
    ? { id: runId, orgId: scope.orgId }
    : { id: runId, orgId: scope.orgId, agentId: scope.agentId };
}

/** The statements that read a run, written once from the entity's columns (`entityColumns`). */
interface RunStatements {
  /** A run by id within a scope ($1 id, $2 organization, $3 the agent of an agent key or null). */
  readonly inScope: string;
  /** The run with what an assessment checks a text's claims against (`getRunForAssessment`). */
  readonly withDecisions: string;
  /** `lockRun`'s statement per lock mode. */
  readonly lock: Record<'pessimistic_write' | 'for_no_key_update', string>;
}

function runStatements(columns: string): RunStatements {
  const inScope = `SELECT ${columns} FROM governance_runs r
  WHERE r.id = $1 AND r.org_id = $2 AND ($3::uuid IS NULL OR r.agent_id = $3)`;
  return {
    inScope,
    withDecisions: `SELECT ${columns},
    (SELECT a.name FROM agents a WHERE a.id = r.agent_id) AS "agentName",
    (SELECT coalesce(json_agg(json_build_object('id', e.id, 'gate', e.gate, 'action', e.action,
                                                'actor', e.actor) ORDER BY e.seq), '[]'::json)
       FROM gate_events e
      WHERE e.run_id = r.id AND e.org_id = r.org_id AND e.action = 'approved') AS approvals,
    (SELECT json_build_object('id', e.id, 'gate', e.gate, 'action', e.action)
       FROM gate_events e
      WHERE e.run_id = r.id AND e.org_id = r.org_id ORDER BY e.seq DESC LIMIT 1) AS latest
  FROM governance_runs r
  WHERE r.id = $1 AND r.org_id = $2 AND ($3::uuid IS NULL OR r.agent_id = $3)`,
    lock: {
      pessimistic_write: `${inScope} FOR UPDATE`,
      for_no_key_update: `${inScope} FOR NO KEY UPDATE`,
    },
  };
}

/**
 * The UPDATE of a transition's changes to the run, returning its id when it matched. With
 * `readCount` (the run was read unlocked), the statement locks the run itself and matches only
 * while its event count is still that. `guarded` (an approval of an enforced run): only while no
 * open PAUSE/ESCALATE observation holds it, checked after the lock was taken (a function with a
 * snapshot of its own when the lock comes with this statement), so it sees every observation
 * committed before (see `enforce`).
 */
function runUpdate(
  params: Params,
  runId: string,
  changes: Pick<
    RunEntity,
    'status' | 'currentGate' | 'eventCount' | 'completedAt' | 'awaitingDecision'
  >,
  guarded: boolean,
  readCount: number | null,
): string {
  const id = params.add(runId);
  const set = `status = ${params.add(changes.status)},
      current_gate = ${params.add(changes.currentGate)}, event_count = ${params.add(changes.eventCount)},
      completed_at = ${params.add(changes.completedAt)},
      awaiting_decision = ${params.add(changes.awaitingDecision)}`;
  const free = (run: string) =>
    guarded ? ` AND NOT governance_run_held(${run}, ${params.add(BLOCKING_RESPONSES)})` : '';
  if (readCount === null) {
    return `UPDATE governance_runs SET ${set} WHERE id = ${id}${free(id)} RETURNING id`;
  }
  // The lock is a materialised CTE so that the hold check runs on what it returns, after the lock
  // is granted (a qual on a subquery could be pushed below its lock).
  return `WITH locked AS MATERIALIZED (
      SELECT id FROM governance_runs
       WHERE id = ${id} AND event_count = ${params.add(readCount)} FOR UPDATE)
    UPDATE governance_runs r SET ${set}
      FROM locked WHERE r.id = locked.id${free('locked.id')}
    RETURNING r.id`;
}
