import type { Scope } from '../auth/scope';
import type { RunEntity } from './entities/run.entity';

/** Runs held per instance: the most recently written, the oldest dropped first. */
const MAX_RUNS = 5_000;

/**
 * The runs this instance last read or wrote, so that a gate action can be tried without reading
 * the run first. Never trusted on its own: the action's write requires the run's event count to
 * be the one held here (every change to a run records an event, on any instance), and an action
 * refused on what is held here is decided again on the run as read (`GovernanceService`).
 */
export class RunCache {
  private readonly runs = new Map<string, RunEntity>();

  /** The run as last held, when the scope may see it. */
  get(scope: Scope, runId: string): RunEntity | undefined {
    const run = this.runs.get(runId);
    if (!run || run.orgId !== scope.orgId) return undefined;
    if (scope.agentId !== null && run.agentId !== scope.agentId) return undefined;
    return run;
  }

  /** Holds the run as it now is (the newest write wins: a run's event count only grows). */
  set(run: RunEntity): void {
    const held = this.runs.get(run.id);
    if (held && held.eventCount > run.eventCount) return;
    this.runs.delete(run.id);
    if (this.runs.size >= MAX_RUNS) {
      const oldest = this.runs.keys().next().value;
      if (oldest !== undefined) this.runs.delete(oldest);
    }
    this.runs.set(run.id, withoutBlockers(run));
  }

  forget(runId: string): void {
    this.runs.delete(runId);
  }
}

/** The run's own columns: what holds it is read anew each time. */
function withoutBlockers(run: RunEntity & { blockers?: unknown }): RunEntity {
  const { blockers: _blockers, ...own } = run;
  return own;
}
