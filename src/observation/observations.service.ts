import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { AgentsService } from '../agents/agents.service';
import { AuditService } from '../audit/audit.service';
import { resolveActor } from '../auth/actor';
import { AuthContext } from '../auth/auth-context';
import { InsufficientRoleError } from '../auth/auth.errors';
import { Scope, scopeOf } from '../auth/scope';
import { CpuTurns } from '../common/cpu-turns';
import { Page, paginateSql } from '../common/pagination/paginate';
import { PageQueryDto } from '../common/pagination/page-query.dto';
import type { RunEntity } from '../governance/entities/run.entity';
import { GovernanceService } from '../governance/governance.service';
import { OutboxService } from '../outbox/outbox.service';
import {
  ALERTING_SEVERITIES,
  findPattern,
  PATTERN_CATALOGUE,
  patternSummary,
} from './detection/catalogue';
import { detectWithContext, mayClaimRunDecision } from './detection/context-aware/context-aware';
import { detectionMethodOf } from './detection/context-aware/method';
import type { RunContext } from './detection/context-aware/run-context';
import { type DetectionResult } from './detection/detector';
import { ValidationFailedError } from '../common/errors/validation-failed.error';
import { parseTrace, TraceError } from './trace/parse-trace';
import type { ParsedTrace } from './trace/trace.types';
import { applyPolicy, type BandedDetection } from './detection/policy';
import { DetectionSettingsService } from '../detection-policy/detection-settings.service';
import {
  RuleVerdictsService,
  type RuleVerdictCounts,
} from '../detection-policy/rule-verdicts.service';
import { precisionOf } from '../detection-policy/demotion';
import { demotionOf, evidenceRules } from './evidence-rules';
import { ListObservationsQueryDto } from './dto/list-observations-query.dto';
import { ObservationInboxQueryDto } from './dto/observation-inbox-query.dto';
import { ObservationStatsQueryDto } from './dto/observation-stats-query.dto';
import { ReviewObservationDto } from './dto/review-observation.dto';
import { ObservationEntity } from './entities/observation.entity';
import { OBSERVATION_RESPONSE_JSON } from './dto/observation-response.sql';
import { PatternDetectedEvent } from './events/pattern-detected.event';
import { ESCALATION_REVIEWERS } from './observation.constants';
import {
  AgentRunMismatchError,
  ObservationNotFoundError,
  TextTooLargeError,
} from './observation.errors';
import { storableDetection } from './storable-text';
import { exceedsMaxTextLength } from './text-length';
import { writeAtomically } from '../database/commit-fence';
import { entityInsert, isWriteConflict, Params, queryPrepared } from '../database/one-statement';

export interface AssessInput {
  text: string;
  agentId?: string | null;
  runId?: string | null;
  /** What the agent did before it wrote the text (SPEC §7.2), as sent. */
  trace?: unknown;
}

/** A listed observation: its `ObservationResponse` as JSON text, and its place in the order. */
export interface ListedObservation {
  json: string;
  createdAt: Date;
  id: string;
}

export interface Assessment {
  detection: BandedDetection;
  storedObservations: number;
}

export interface RuleStats {
  ruleId: string;
  patternId: string;
  detected: number;
  confirmed: number;
  dismissed: number;
  precision: number | null;
  demoted: boolean;
}

export interface PatternStats {
  patternId: string;
  detected: number;
  open: number;
  confirmed: number;
  dismissed: number;
  /** confirmed / (confirmed + dismissed); null before any verdict. */
  precision: number | null;
}

/**
 * Texts longer than this take tens of milliseconds to detect: they take turns (CpuTurns). Shorter
 * ones cost less than a turn's overhead and run at once.
 */
const TURN_TEXT_LENGTH = 64 * 1024;
/** Traces longer than this take turns too. */
const TURN_TRACE_STEPS = 500;

/** Who wrote the assessed text: what an observation is linked to. */
interface Link {
  agentId: string | null;
  runId: string | null;
  currentGate: string | null;
  /** What the context-aware layer checks the text's claims against; null when it needs nothing. */
  run: RunContext | null;
  /**
   * The run as this instance held it, when it was not read now: what is stored with it is
   * written only while the run is still so (`GovernanceService.unchangedSince`).
   */
  held?: RunEntity;
}

const UNLINKED: Link = { agentId: null, runId: null, currentGate: null, run: null };

/** The trace as steps; a malformed one is a 400 naming its path (before any lookup). */
function readTrace(trace: unknown): ParsedTrace | null {
  if (trace === undefined || trace === null) return null;
  try {
    return parseTrace(trace);
  } catch (error) {
    if (error instanceof TraceError) throw new ValidationFailedError([error.message]);
    throw error;
  }
}

@Injectable()
export class ObservationsService {
  private readonly logger = new Logger(ObservationsService.name);
  /** A burst of large texts is detected one per turn, so other requests are served between. */
  private readonly detections = new CpuTurns();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsService,
    private readonly governance: GovernanceService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly events: EventEmitter2,
    private readonly settings: DetectionSettingsService,
    private readonly verdicts: RuleVerdictsService,
  ) {}

  /**
   * Runs every pattern over the text once and stores one observation per detected pattern, with
   * a `pattern.detected` outbox row for each P1/P2 one, in one transaction, in which the
   * observations also act on their run (SPEC §6.1). After commit the events are emitted, which
   * wakes their delivery. A text in which nothing is detected costs no round trip beyond checking
   * the agent and run it names, and none for a run this instance holds (see `resolveLink`).
   * `currentGate` is the run's gate when the text was assessed. An agent key's agent is implied;
   * another agent, or another agent's run, is a 404.
   */
  async assess(scope: Scope, input: AssessInput): Promise<Assessment> {
    const { orgId } = scope;
    if (exceedsMaxTextLength(input.text)) throw new TextTooLargeError();
    const trace = readTrace(input.trace);
    // Before the detector: an unknown agent or run should not cost the CPU work.
    let link = await this.resolveLink(
      scope,
      input.agentId ?? scope.agentId,
      input.runId ?? null,
      // Only a run can contradict a delivery or a decision: the word test is skipped without one.
      Boolean(input.runId) && mayClaimRunDecision(input.text),
    );
    const context = { trace, run: link.run };
    const large =
      input.text.length > TURN_TEXT_LENGTH ||
      (trace !== null && trace.steps.length > TURN_TRACE_STEPS);
    const raw = storableDetection(
      large
        ? await this.detections.run(() => detectWithContext(input.text, context))
        : detectWithContext(input.text, context),
    );
    const { detection, undemoted } = await this.band(orgId, raw);
    const detected = detection.results.filter((result) => result.detected);
    if (detected.length === 0) return { detection, storedObservations: 0 };

    const createdAt = new Date();
    const textSha256 = createHash('sha256').update(input.text).digest('hex');
    const rows = detected.map((result): ObservationEntity => {
      const demotion = demotionOf(
        result,
        undemoted?.results.find((r) => r.patternId === result.patternId),
      );
      return {
        id: randomUUID(),
        orgId,
        agentId: link.agentId,
        runId: link.runId,
        patternId: result.patternId,
        patternName: result.patternName,
        severity: result.severity,
        confidence: result.confidence.toFixed(2),
        detectionMethod: detectionMethodOf(result),
        band: result.band ?? 'review',
        evidence: {
          matches: result.matches,
          matchCount: result.matchCount,
          excerpts: result.excerpts,
          textLength: detection.textLength,
          textSha256,
          rules: evidenceRules(result),
          ...(demotion && { demotion }),
          ...(result.context && { context: result.context }),
        },
        currentGate: link.currentGate,
        governanceResponse: findPattern(result.patternId)?.governanceResponse ?? 'FLAG',
        reviewStatus: 'open',
        reviewNote: null,
        reviewedBy: null,
        reviewedKeyId: null,
        reviewedAt: null,
        createdAt,
      };
    });
    const runId = link.runId;
    const detections = rows.flatMap((row) => {
      const event = ALERTING_SEVERITIES.includes(row.severity) ? eventOf(row) : undefined;
      return event ? [event] : [];
    });
    const outboxRows = detections.map((event) => event.toOutbox());
    // Only band enforce acts on a run (SPEC §6.1, §7.1).
    const acting = rows.filter((row) => row.band === 'enforce');
    /** The run read now, and its gate on the rows, in place of the run as held. */
    const relink = async (): Promise<void> => {
      link = await this.resolveLink(scope, link.agentId, runId, false, false);
      for (const row of rows) row.currentGate = link.currentGate;
    };
    if (!runId || !acting.some((row) => row.governanceResponse === 'HALT')) {
      // Nothing halts a run: open PAUSE/ESCALATE rows in band enforce are the hold themselves
      // (SPEC §6.1), so the observations and their events are one statement, atomic without a
      // transaction (in one when the request is keyed: see writeAtomically). On a run as held,
      // only while it is still so; when it moved on, with its gate as read now.
      for (;;) {
        const params = new Params();
        const insert = entityInsert(this.dataSource.getMetadata(ObservationEntity), rows, params);
        const onlyIf = link.held && this.governance.unchangedSince(params, link.held);
        try {
          await writeAtomically(this.dataSource, (manager) =>
            this.outbox.appendWith(manager, insert, params, outboxRows, onlyIf),
          );
          break;
        } catch (error) {
          if (!onlyIf || !isWriteConflict(error)) throw error;
          await relink();
        }
      }
      this.announce(detections);
      return { detection, storedObservations: rows.length };
    }
    // A halt is decided under the run's lock; the rows carry its gate as read now.
    if (link.held) await relink();
    const runEvents = await this.dataSource.transaction(async (manager) => {
      const params = new Params();
      await queryPrepared(
        manager,
        entityInsert(this.dataSource.getMetadata(ObservationEntity), rows, params),
        params.values,
      );
      await this.outbox.append(manager, outboxRows);
      // Last, so the run's row lock is held only until the commit.
      return runId
        ? this.governance.enforce(
            manager,
            orgId,
            runId,
            acting.map((row) => ({
              observationId: row.id,
              patternId: row.patternId,
              governanceResponse: row.governanceResponse,
            })),
          )
        : [];
    });
    this.announce(detections);
    this.governance.announce(runEvents);
    return { detection, storedObservations: rows.length };
  }

  /**
   * The detection in bands under the organization's policy and demoted rules (SPEC §7.1). A text
   * on which no rule scored is clean under every policy (reviewAt > 0), so it is banded without
   * reading them; otherwise they come from memory (DetectionSettingsService). `undemoted`, the
   * bands without the demoted rules, is there when demoted rules fired: the evidence says when
   * they moved a detection to band review.
   */
  private async band(
    orgId: string,
    raw: DetectionResult,
  ): Promise<{ detection: BandedDetection; undemoted?: BandedDetection }> {
    if (raw.results.every((result) => result.confidence === 0)) {
      return { detection: applyPolicy(raw) };
    }
    const { policy, demoted } = await this.settings.forOrganization(orgId);
    const detection = applyPolicy(raw, policy, demoted);
    const anyDemoted = detection.results.some((result) => result.demotedRules.length > 0);
    return { detection, undemoted: anyDemoted ? applyPolicy(raw, policy) : undefined };
  }

  /**
   * The agent's observations, newest first; an agent outside the caller's scope is a 404. Rows on
   * the page prove the agent is in scope, so the agent is read only for an empty page: one round
   * trip.
   */
  async list(
    scope: Scope,
    agentId: string,
    query: ListObservationsQueryDto,
  ): Promise<Page<ListedObservation>> {
    const page = await this.page(scope, { ...query, agentId }, query);
    if (page.items.length === 0) await this.agents.get(scope, agentId);
    return page;
  }

  /**
   * The organization's observations, newest first (the review inbox). An agent key sees only
   * its agent's.
   */
  inbox(caller: AuthContext, query: ObservationInboxQueryDto): Promise<Page<ListedObservation>> {
    return this.page(scopeOf(caller), query, query);
  }

  /**
   * A page of the observations in `scope` that pass `filters`, newest first, read by one prepared
   * statement, each item the `ObservationResponse` JSON that PostgreSQL writes. Lists are the
   * hot reads: no query or entity building, and one text per row for the driver to read instead
   * of 18 columns to parse, map and serialise again.
   */
  private page(
    scope: Scope,
    filters: ObservationFilters,
    page: PageQueryDto,
  ): Promise<Page<ListedObservation>> {
    const params = new Params();
    let select = `SELECT ${OBSERVATION_RESPONSE_JSON} AS json, created_at AS "createdAt", id
      FROM observations WHERE org_id = ${params.add(scope.orgId)}`;
    const equal = (column: string, value: string | undefined | null) => {
      if (value) select += ` AND ${column} = ${params.add(value)}`;
    };
    equal('agent_id', scope.agentId);
    equal('agent_id', filters.agentId);
    equal('review_status', filters.status);
    equal('band', filters.band);
    equal('run_id', filters.runId);
    equal('pattern_id', filters.patternId);
    equal('severity', filters.severity);
    if (filters.since) select += ` AND created_at >= ${params.add(filters.since)}`;
    return paginateSql<ListedObservation>(this.dataSource.manager, select, params, page);
  }

  async get(caller: AuthContext, id: string): Promise<ObservationEntity> {
    const observation = await this.scoped(caller).andWhere('observation.id = :id', { id }).getOne();
    if (!observation) throw new ObservationNotFoundError();
    return observation;
  }

  /**
   * Records a verdict (a later review replaces it), its audit entry and its count per fired rule
   * (SPEC §7.1), in one transaction. A reviewed observation holds its run no more (SPEC §6.1). An
   * ESCALATE observation is reviewed by an admin only. A review that demotes or restores a rule
   * shows on this instance at once, on the others within a second.
   */
  async review(
    caller: AuthContext,
    id: string,
    input: ReviewObservationDto,
  ): Promise<ObservationEntity> {
    const actor = resolveActor(caller, input.actor);
    const { orgId } = caller;
    const { reviewed, demotionChanged } = await this.dataSource.transaction(async (manager) => {
      const observation = await this.lockObservation(manager, orgId, id);
      if (
        observation.governanceResponse === 'ESCALATE' &&
        !ESCALATION_REVIEWERS.includes(caller.role)
      ) {
        throw new InsufficientRoleError(caller.role, ESCALATION_REVIEWERS);
      }
      const review = {
        reviewStatus: input.verdict,
        reviewNote: input.note ?? null,
        reviewedBy: actor,
        reviewedKeyId: caller.keyId,
        reviewedAt: new Date(),
      };
      await manager.update(ObservationEntity, { id }, review);
      await this.audit.record(manager, {
        orgId,
        action: 'reviewed',
        resourceType: 'observation',
        resourceId: id,
        actor,
        keyId: caller.keyId,
        details: {
          verdict: input.verdict,
          previous: observation.reviewStatus,
          patternId: observation.patternId,
          runId: observation.runId,
        },
      });
      // The verdict teaches the organization's detector (SPEC §7.1): counted per fired rule.
      const demotionChanged = await this.verdicts.record(manager, {
        orgId,
        patternId: observation.patternId,
        ruleIds: observation.evidence.rules?.map((rule) => rule.id) ?? [],
        previous: observation.reviewStatus,
        verdict: input.verdict,
      });
      return { reviewed: { ...observation, ...review }, demotionChanged };
    });
    if (demotionChanged) await this.settings.refresh(orgId);
    return reviewed;
  }

  /** Per catalogue pattern, detections and verdicts in the window; one aggregate query. */
  async stats(caller: AuthContext, query: ObservationStatsQueryDto): Promise<PatternStats[]> {
    const qb = this.scoped(caller)
      .select('observation.patternId', 'patternId')
      .addSelect('count(*)::int', 'detected')
      .addSelect(`count(*) FILTER (WHERE observation.reviewStatus = 'open')::int`, 'open')
      .addSelect(`count(*) FILTER (WHERE observation.reviewStatus = 'confirmed')::int`, 'confirmed')
      .addSelect(`count(*) FILTER (WHERE observation.reviewStatus = 'dismissed')::int`, 'dismissed')
      .groupBy('observation.patternId');
    if (query.since) qb.andWhere('observation.createdAt >= :since', { since: query.since });
    if (query.until) qb.andWhere('observation.createdAt < :until', { until: query.until });
    const rows = await qb.getRawMany<Omit<PatternStats, 'precision'>>();
    const byPattern = new Map(rows.map((row) => [row.patternId, row]));
    return PATTERN_CATALOGUE.map((pattern) => {
      const row = byPattern.get(pattern.id);
      const counts = {
        detected: row?.detected ?? 0,
        open: row?.open ?? 0,
        confirmed: row?.confirmed ?? 0,
        dismissed: row?.dismissed ?? 0,
      };
      const judged = counts.confirmed + counts.dismissed;
      return {
        patternId: pattern.id,
        ...counts,
        precision: judged === 0 ? null : counts.confirmed / judged,
      };
    });
  }

  /**
   * Per rule that fired in the window: its observations and their verdicts (one aggregate query
   * over `evidence.rules`), and whether the organization's verdicts demote it (all of them, not
   * only the window's: SPEC §7.1).
   */
  async ruleStats(caller: AuthContext, query: ObservationStatsQueryDto): Promise<RuleStats[]> {
    const { orgId, agentId } = scopeOf(caller);
    const [rows, counts] = await Promise.all([
      this.dataSource.query<Omit<RuleStats, 'precision' | 'demoted'>[]>(
        `SELECT r.rule ->> 'id' AS "ruleId", o.pattern_id AS "patternId", count(*)::int AS detected,
                count(*) FILTER (WHERE o.review_status = 'confirmed')::int AS confirmed,
                count(*) FILTER (WHERE o.review_status = 'dismissed')::int AS dismissed
           FROM observations o CROSS JOIN LATERAL jsonb_array_elements(o.evidence -> 'rules') AS r(rule)
          WHERE o.org_id = $1 AND ($2::uuid IS NULL OR o.agent_id = $2)
            AND ($3::timestamptz IS NULL OR o.created_at >= $3)
            AND ($4::timestamptz IS NULL OR o.created_at < $4)
          GROUP BY 1, 2`,
        [orgId, agentId, query.since ?? null, query.until ?? null],
      ),
      this.verdicts.forOrganization(orgId),
    ]);
    const byRule = new Map<string, RuleVerdictCounts>(counts.map((c) => [c.ruleId, c]));
    const stats = rows.map((row): RuleStats => ({
      ...row,
      precision: precisionOf(row),
      demoted: byRule.get(row.ruleId)?.demoted ?? false,
    }));
    return stats.sort(
      (a, b) => a.patternId.localeCompare(b.patternId) || a.ruleId.localeCompare(b.ruleId),
    );
  }

  /** The observations the caller may see: its organization's, an agent key only its agent's. */
  private scoped(caller: AuthContext): SelectQueryBuilder<ObservationEntity> {
    const scope = scopeOf(caller);
    const qb = this.dataSource
      .getRepository(ObservationEntity)
      .createQueryBuilder('observation')
      .where('observation.orgId = :orgId', { orgId: scope.orgId });
    if (scope.agentId) {
      qb.andWhere('observation.agentId = :scopeAgentId', { scopeAgentId: scope.agentId });
    }
    return qb;
  }

  private async lockObservation(
    manager: EntityManager,
    orgId: string,
    id: string,
  ): Promise<ObservationEntity> {
    const observation = await manager
      .getRepository(ObservationEntity)
      .createQueryBuilder('observation')
      .setLock('pessimistic_write')
      .where('observation.id = :id AND observation.orgId = :orgId', { id, orgId })
      .getOne();
    if (!observation) throw new ObservationNotFoundError();
    return observation;
  }

  /**
   * The agent and run an assessment is linked to. Each must be in the caller's scope (404);
   * a run alone names its agent; an agent and a run must agree (400). A run in scope proves its
   * own agent is, so the agent is read only when it differs from the run's: one round trip. When
   * the text may claim a delivery or a people's decision, the run's decisions come with the run
   * in that same statement, for the context-aware layer. Otherwise a run this instance holds
   * (`GovernanceService.heldRun`) is not read at all: it exists and is in scope, and what is
   * stored with it is written only while it is unchanged (else with its gate as read then).
   */
  private async resolveLink(
    scope: Scope,
    agentId: string | null,
    runId: string | null,
    withDecisions: boolean,
    mayUseHeld = true,
  ): Promise<Link> {
    if (!runId) {
      if (!agentId) return UNLINKED;
      await this.agents.get(scope, agentId);
      return { agentId, runId: null, currentGate: null, run: null };
    }
    // A run this instance holds is in scope and exists (runs are never deleted): no round trip.
    const held = mayUseHeld && !withDecisions ? this.governance.heldRun(scope, runId) : undefined;
    if (held && (!agentId || agentId === held.agentId)) {
      return { agentId: held.agentId, runId, currentGate: held.currentGate, run: null, held };
    }
    const { run, decisions } = await this.governance.getRunForAssessment(
      scope,
      runId,
      withDecisions,
    );
    if (agentId && run.agentId !== agentId) {
      await this.agents.get(scope, agentId);
      throw new AgentRunMismatchError();
    }
    return {
      agentId: run.agentId,
      runId: run.id,
      currentGate: run.currentGate,
      run: decisions && {
        status: run.status,
        currentGate: run.currentGate,
        agentActors: [decisions.agentName, run.agentId],
        approvals: decisions.approvals,
        latest: decisions.latest,
      },
    };
  }

  /** After commit: wakes the delivery of what the outbox already holds. Never throws. */
  private announce(events: readonly PatternDetectedEvent[]): void {
    for (const event of events) {
      try {
        this.events.emit(PatternDetectedEvent.eventName, event);
      } catch (error) {
        this.logger.error(
          `a pattern.detected listener failed for observation ${event.observationId}: ${String(error)}`,
        );
      }
    }
  }
}

/** What an observation list can be narrowed to: the agent list's filters and the inbox's. */
type ObservationFilters = Omit<ObservationInboxQueryDto, 'limit' | 'cursor'>;

/** The event that announces a stored observation. */
function eventOf(row: ObservationEntity): PatternDetectedEvent | undefined {
  const pattern = findPattern(row.patternId);
  if (!pattern) return undefined;
  return new PatternDetectedEvent({
    orgId: row.orgId,
    observationId: row.id,
    agentId: row.agentId,
    runId: row.runId,
    currentGate: row.currentGate,
    pattern: patternSummary(pattern),
    confidence: Number(row.confidence),
    band: row.band,
    layer: row.detectionMethod,
    matchCount: row.evidence.matchCount,
    detectedAt: row.createdAt,
  });
}
