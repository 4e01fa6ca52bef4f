import type { Schemas } from '../api/client';

/** A rule that fired, with its weight in the confidence (SPEC §7.1). */
export interface RuleHit {
  id: string;
  weight: number;
  demoted?: boolean;
}

/** A claim in the text checked against the trace or the run (SPEC §7.2). */
export interface ContextFinding {
  claim: string;
  finding: string;
  step?: { index: number; name: string };
  runEvent?: { id: string; gate: string; action: string };
}

export type Band = 'enforce' | 'review';

/**
 * An observation as SPEC §7 describes it: the band and the evidence's rules and context are read
 * when the service sends them (older services do not), so they are optional here.
 */
export type Finding = Omit<Schemas['ObservationResponse'], 'evidence' | 'detectionMethod'> & {
  band?: Band | null;
  detectionMethod: string;
  evidence: Schemas['ObservationResponse']['evidence'] & {
    rules?: RuleHit[];
    context?: ContextFinding[];
    /** Why a detection that reached enforceAt asks instead: it rests on demoted rules only. */
    demotion?: { rules: string[]; reason: string };
  };
};

export const BAND_LABELS: Record<Band, string> = {
  enforce: 'Acts',
  review: 'Asks',
};

export const BAND_DESCRIPTIONS: Record<Band, string> = {
  enforce: 'sure enough to act on its run',
  review: 'not sure enough to act: asks a reviewer',
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
