/** What the context-aware layer needs of a governance run: its state and its decisions. */
import type { RunStatus } from '../../../governance/gate-machine';

export interface RunEventRef {
  readonly id: string;
  readonly gate: string;
  readonly action: string;
}

export interface RunContext {
  readonly status: RunStatus;
  readonly currentGate: string | null;
  /** Names the run's own agent acts under: its approvals are not people's decisions. */
  readonly agentActors: readonly string[];
  /** The run's `approved` events, oldest first. */
  readonly approvals: readonly (RunEventRef & { readonly actor: string })[];
  /** The run's latest event: where it stands. */
  readonly latest: RunEventRef | null;
}
