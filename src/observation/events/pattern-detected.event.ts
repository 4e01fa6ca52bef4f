import type { GovernanceResponse, Severity } from '../detection/catalogue';

export interface DetectedPatternInfo {
  id: string;
  name: string;
  severity: Severity;
  category: string;
  reasoning: string;
  governanceResponse: GovernanceResponse;
}

/**
 * Emitted once per detected P1/P2 pattern, after the observations' transaction has committed.
 * Carries no matched text: nothing downstream may see what the agent wrote.
 */
export class PatternDetectedEvent {
  static readonly eventName = 'pattern.detected';

  constructor(
    readonly orgId: string,
    readonly observationId: string,
    readonly agentId: string | null,
    readonly runId: string | null,
    /** The run's current gate when the text was assessed; null without a run. */
    readonly currentGate: string | null,
    readonly pattern: DetectedPatternInfo,
    readonly confidence: number,
    readonly matchCount: number,
    readonly detectedAt: Date,
  ) {}
}
