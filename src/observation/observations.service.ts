import { Injectable, Logger } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { createHash, randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AgentsService } from '../agents/agents.service';
import { CpuTurns } from '../common/cpu-turns';
import { Scope } from '../auth/scope';
import { Page, paginate } from '../common/pagination/paginate';
import { GovernanceService } from '../governance/governance.service';
import { findPattern, Severity } from './detection/catalogue';
import { detect, DetectionResult } from './detection/detector';
import { ListObservationsQueryDto } from './dto/list-observations-query.dto';
import { ObservationEntity } from './entities/observation.entity';
import { DetectedPatternInfo, PatternDetectedEvent } from './events/pattern-detected.event';
import { DETECTION_METHOD } from './observation.constants';
import { AgentRunMismatchError, TextTooLargeError } from './observation.errors';
import { storableDetection } from './storable-text';
import { exceedsMaxTextLength } from './text-length';

export interface AssessInput {
  text: string;
  agentId?: string | null;
  runId?: string | null;
}

export interface Assessment {
  detection: DetectionResult;
  storedObservations: number;
}

/** Severities that raise a `pattern.detected` event (webhooks filter further per subscription). */
const ALERTING_SEVERITIES: readonly Severity[] = ['P1', 'P2'];

/**
 * Texts longer than this take tens of milliseconds to detect: they take turns (CpuTurns). Shorter
 * ones cost less than a turn's overhead and run at once.
 */
const TURN_TEXT_LENGTH = 64 * 1024;

/** Who wrote the assessed text: what an observation is linked to. */
interface Link {
  agentId: string | null;
  runId: string | null;
  currentGate: string | null;
}

const UNLINKED: Link = { agentId: null, runId: null, currentGate: null };

@Injectable()
export class ObservationsService {
  private readonly logger = new Logger(ObservationsService.name);
  /** A burst of large texts is detected one per turn, so other requests are served between. */
  private readonly detections = new CpuTurns();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly agents: AgentsService,
    private readonly governance: GovernanceService,
    private readonly events: EventEmitter2,
  ) {}

  /**
   * Runs every pattern over the text once, stores one observation per detected pattern and, after
   * the insert has committed, emits `pattern.detected` for each P1/P2 one. A text in which nothing
   * is detected and that names no agent or run costs no database round trip. An agent key's
   * agent is implied; another agent, or another agent's run, is a 404.
   */
  async assess(scope: Scope, input: AssessInput): Promise<Assessment> {
    const { orgId } = scope;
    if (exceedsMaxTextLength(input.text)) throw new TextTooLargeError();
    // Before the detector: an unknown agent or run should not cost the CPU work.
    const link = await this.resolveLink(scope, input.agentId ?? scope.agentId, input.runId ?? null);
    const detection = storableDetection(
      input.text.length > TURN_TEXT_LENGTH
        ? await this.detections.run(() => detect(input.text))
        : detect(input.text),
    );
    const detected = detection.results.filter((result) => result.detected);
    if (detected.length === 0) return { detection, storedObservations: 0 };

    const createdAt = new Date();
    const textSha256 = createHash('sha256').update(input.text).digest('hex');
    const rows = detected.map((result): ObservationEntity => ({
      id: randomUUID(),
      orgId,
      agentId: link.agentId,
      runId: link.runId,
      patternId: result.patternId,
      patternName: result.patternName,
      severity: result.severity,
      confidence: result.confidence.toFixed(2),
      detectionMethod: DETECTION_METHOD,
      evidence: {
        matches: result.matches,
        matchCount: result.matchCount,
        excerpts: result.excerpts,
        textLength: detection.textLength,
        textSha256,
      },
      currentGate: link.currentGate,
      createdAt,
    }));
    // One multi-row INSERT: a single statement, so all rows commit together or none does.
    await this.dataSource
      .createQueryBuilder()
      .insert()
      .into(ObservationEntity)
      .values(rows)
      .updateEntity(false)
      .execute();
    this.announce(rows);
    return { detection, storedObservations: rows.length };
  }

  /** The agent's observations, newest first; an agent outside the caller's scope is a 404. */
  async list(
    scope: Scope,
    agentId: string,
    query: ListObservationsQueryDto,
  ): Promise<Page<ObservationEntity>> {
    const { orgId } = scope;
    const qb = this.dataSource
      .getRepository(ObservationEntity)
      .createQueryBuilder('observation')
      .where('observation.orgId = :orgId AND observation.agentId = :agentId', { orgId, agentId });
    if (query.runId) qb.andWhere('observation.runId = :runId', { runId: query.runId });
    if (query.patternId) {
      qb.andWhere('observation.patternId = :patternId', { patternId: query.patternId });
    }
    if (query.severity)
      qb.andWhere('observation.severity = :severity', { severity: query.severity });
    if (query.since) qb.andWhere('observation.createdAt >= :since', { since: query.since });
    // Both at once: the page of an unknown agent is empty anyway, and the 404 wins.
    const [, page] = await Promise.all([this.agents.get(scope, agentId), paginate(qb, query)]);
    return page;
  }

  /**
   * P1/P2 observations created at or after `since`, oldest first, as the events that announced
   * them, across organizations. For the webhooks' start-up reconciliation of detections whose
   * deliveries were never written (a crash between the commit and the listener).
   */
  async detectedEventsSince(since: Date, limit: number): Promise<PatternDetectedEvent[]> {
    const rows = await this.dataSource
      .getRepository(ObservationEntity)
      .createQueryBuilder('observation')
      // A literal list, so the planner can use the partial index ix_observations_alerting_created.
      .where(`observation.severity IN (${ALERTING_SEVERITIES.map((s) => `'${s}'`).join(', ')})`)
      .andWhere('observation.createdAt >= :since', { since })
      .orderBy('observation.createdAt', 'ASC')
      .addOrderBy('observation.id', 'ASC')
      .limit(limit)
      .getMany();
    const events: PatternDetectedEvent[] = [];
    for (const row of rows) {
      const event = eventOf(row);
      if (event) events.push(event);
      else this.logger.warn(`observation ${row.id} names ${row.patternId}, not in the catalogue`);
    }
    return events;
  }

  /**
   * The agent and run an assessment is linked to. Each must be in the caller's scope (404);
   * a run alone names its agent; an agent and a run must agree (400).
   */
  private async resolveLink(
    scope: Scope,
    agentId: string | null,
    runId: string | null,
  ): Promise<Link> {
    if (!runId) {
      if (!agentId) return UNLINKED;
      await this.agents.get(scope, agentId);
      return { agentId, runId: null, currentGate: null };
    }
    const [run] = await Promise.all([
      this.governance.getRun(scope, runId),
      agentId ? this.agents.get(scope, agentId) : undefined,
    ]);
    if (agentId && run.agentId !== agentId) throw new AgentRunMismatchError();
    return { agentId: run.agentId, runId: run.id, currentGate: run.currentGate };
  }

  /** After commit; listeners must not delay or fail the response. */
  private announce(rows: ObservationEntity[]): void {
    for (const row of rows) {
      if (!ALERTING_SEVERITIES.includes(row.severity)) continue;
      const event = eventOf(row);
      if (!event) continue;
      try {
        this.events.emit(PatternDetectedEvent.eventName, event);
      } catch (error) {
        this.logger.error(
          `a pattern.detected listener failed for observation ${row.id}: ${String(error)}`,
        );
      }
    }
  }
}

/** The event that announces a stored observation (live, or rebuilt for reconciliation). */
function eventOf(row: ObservationEntity): PatternDetectedEvent | undefined {
  const pattern = patternInfo(row.patternId);
  if (!pattern) return undefined;
  return new PatternDetectedEvent(
    row.orgId,
    row.id,
    row.agentId,
    row.runId,
    row.currentGate,
    pattern,
    Number(row.confidence),
    row.evidence.matchCount,
    row.createdAt,
  );
}

function patternInfo(patternId: string): DetectedPatternInfo | undefined {
  const pattern = findPattern(patternId);
  if (!pattern) return undefined;
  return {
    id: pattern.id,
    name: pattern.name,
    severity: pattern.severity,
    category: pattern.category,
    reasoning: pattern.reasoning,
    governanceResponse: pattern.governanceResponse,
  };
}
