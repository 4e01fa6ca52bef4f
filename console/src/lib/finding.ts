import type { Schemas } from '../api/client';

/** A claim in the text checked against the trace or the run (SPEC §7.2). */
export interface ContextFinding {
  claim: string;
  finding: string;
  step?: { index: number; name: string };
  runEvent?: { id: string; gate: string; action: string };
}

export type Band = Schemas['ObservationResponse']['band'];

/**
 * An observation as SPEC §7 describes it, with the context-aware layer's `evidence.context` and
 * detection method (SPEC §7.2) read when the service sends them.
 */
export type Finding = Omit<Schemas['ObservationResponse'], 'evidence' | 'detectionMethod'> & {
  detectionMethod: string;
  evidence: Schemas['ObservationResponse']['evidence'] & {
    context?: ContextFinding[];
  };
};

export const BAND_LABELS: Record<Band, string> = {
  enforce: 'Acts',
  review: 'Asks',
};

export const BAND_DESCRIPTIONS: Record<Band, string> = {
  enforce: 'sure enough to act on its run',
  review: 'not sure enough to act on its run; a reviewer decides',
};

/** What an open finding does to its run, in words. */
export const RESPONSE_EFFECTS: Record<
  Schemas['ObservationResponse']['governanceResponse'],
  string
> = {
  HALT: 'halts the run until it is reviewed and the run resumed',
  PAUSE: 'holds approvals until it is reviewed',
  ESCALATE: 'holds approvals until an admin reviews it',
  FLAG: 'holds nothing: a note for the reviewer',
};

/** What the response would do, for a finding in band review (which holds nothing). */
export const RESPONSE_IF_ACTING: Record<
  Schemas['ObservationResponse']['governanceResponse'],
  string
> = {
  HALT: 'would halt the run if it acted; asking, it holds nothing',
  PAUSE: 'would hold approvals if it acted; asking, it holds nothing',
  ESCALATE: 'would hold approvals for an admin if it acted; asking, it holds nothing',
  FLAG: 'holds nothing: a note for the reviewer',
};
