import type { Scope } from '../auth/scope';
import type { RunEntity } from './entities/run.entity';

/** Runs held per instance: the most recently written, the oldest dropped first. */
const MAX_RUNS = 5_000;
/**
 * Characters of metadata held in all (a run's metadata may be as large as a request body): with
 * the runs' own columns, a few tens of megabytes at most.
 */
const MAX_METADATA_CHARS = 8 * 1024 * 1024;
/** A run whose metadata is longer is not held: it is read each time, as without this cache. */
const MAX_RUN_METADATA_CHARS = 64 * 1024;

interface Held {
  readonly run: RunEntity;
  readonly size: number;
}

/**
 * The runs this instance last read or wrote, so that a gate action can be tried without reading
 * the run first. Never trusted on its own: the action's write requires the run's event count to
 * be the one held here (every change to a run records an event, on any instance), and an action
 * refused on what is held here is decided again on the run as read (`GovernanceService`).
 */
export class RunCache {
  private readonly runs = new Map<string, Held>();
  private metadataChars = 0;
  /** Runs found too large to hold (a run's metadata never changes): not measured again. */
  private readonly tooLarge = new Set<string>();

  /** The run as last held, when the scope may see it. */
  get(scope: Scope, runId: string): RunEntity | undefined {
    const run = this.runs.get(runId)?.run;
    if (!run || run.orgId !== scope.orgId) return undefined;
    if (scope.agentId !== null && run.agentId !== scope.agentId) return undefined;
    return run;
  }

  /** Holds the run as it now is (the newest write wins: a run's event count only grows). */
  set(run: RunEntity): void {
    const held = this.runs.get(run.id);
    if (held && held.run.eventCount > run.eventCount) return;
    if (this.tooLarge.has(run.id)) return;
    this.forget(run.id);
    // Metadata is set when a run starts and never changes: measured once per run held.
    const size = held?.size ?? JSON.stringify(run.metadata).length;
    if (size > MAX_RUN_METADATA_CHARS) {
      if (this.tooLarge.size >= MAX_RUNS) this.tooLarge.clear();
      this.tooLarge.add(run.id);
      return;
    }
    while (
      this.runs.size > 0 &&
      (this.runs.size >= MAX_RUNS || this.metadataChars + size > MAX_METADATA_CHARS)
    ) {
      this.forget(this.runs.keys().next().value!);
    }
    this.runs.set(run.id, { run: withoutBlockers(run), size });
    this.metadataChars += size;
  }

  forget(runId: string): void {
    const held = this.runs.get(runId);
    if (!held) return;
    this.runs.delete(runId);
    this.metadataChars -= held.size;
  }
}

/** The run's own columns: what holds it is read anew each time. */
function withoutBlockers(run: RunEntity & { blockers?: unknown }): RunEntity {
  const { blockers: _blockers, ...own } = run;
  return own;
}
