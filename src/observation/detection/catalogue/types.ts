/** The catalogue's types and the fixed facts every pattern shares: severities, responses, the evidence window. */
export type Severity = 'P1' | 'P2' | 'P3' | 'ADV';
export const SEVERITIES: readonly Severity[] = ['P1', 'P2', 'P3', 'ADV'];

/** Higher is more severe: P1 > P2 > P3 > ADV. */
export const SEVERITY_RANK: Record<Severity, number> = { P1: 4, P2: 3, P3: 2, ADV: 1 };

/**
 * Who hears of a detection of each severity (SPEC §8): a P1 goes to every webhook, a P2 to the
 * webhooks whose `events` list it, a P3 or ADV to none (no `pattern.detected` event is written).
 */
export const SEVERITY_AUDIENCE: Readonly<Record<Severity, 'all' | 'listed' | 'none'>> = {
  P1: 'all',
  P2: 'listed',
  P3: 'none',
  ADV: 'none',
};

/** The severities a `pattern.detected` event announces: P1 and P2. */
export const ALERTING_SEVERITIES: readonly Severity[] = SEVERITIES.filter(
  (severity) => SEVERITY_AUDIENCE[severity] !== 'none',
);

/** Strongest first. */
export const GOVERNANCE_RESPONSES = ['HALT', 'ESCALATE', 'PAUSE', 'FLAG'] as const;
export type GovernanceResponse = (typeof GOVERNANCE_RESPONSES)[number];

export interface RuleRequirement {
  /** The partner phrase that must also be present for the rule to count. */
  readonly regex: RegExp;
  /**
   * Largest gap in characters from the end of the rule's match to the start of the partner
   * phrase (the partner must follow); null when the partner may appear anywhere in the text.
   */
  readonly within: number | null;
  /** Found between the match and a nearby partner, it breaks the pair ("Observation:" after a failure). */
  readonly unlessBetween?: RegExp;
}

export interface DetectionRule {
  readonly id: string;
  /** Case-insensitive, non-global; the detector compiles its own global copy once. */
  readonly regex: RegExp;
  /** In (0, 1): the rule's contribution to the pattern's noisy-OR confidence. */
  readonly weight: number;
  /** Halved (with the rest of the dampened rules) when an evidence token is near a match. */
  readonly evidenceDampened: boolean;
  readonly requires?: RuleRequirement;
  /**
   * A phrase that, starting within `within` characters after a match, shows the match is an
   * honest account (a ticket, a run on main, a retry that passed): the match does not count.
   */
  readonly unless?: { readonly regex: RegExp; readonly within: number };
  /** 'partial-count': the match must contain a count "x of y" / "x/y" with x < y. */
  readonly check?: 'partial-count';
  /** A claim of something done: announced or conditional ("I will verify", "once …") it does not count. */
  readonly claim?: boolean;
  /**
   * Sticky, tested where the match ends: when it matches there, the match does not count ("also
   * removed" followed by "the unused import"). Rules themselves have no lookaround.
   */
  readonly unlessFollowedBy?: RegExp;
  /** Tested on the matched text: when it matches, the match does not count ("also checked"). */
  readonly unlessContains?: RegExp;
}

export interface PatternDefinition {
  readonly id: string;
  readonly name: string;
  readonly severity: Severity;
  readonly category: string;
  readonly reasoning: string;
  readonly governanceResponse: GovernanceResponse;
  /** A decision reserved to humans: a match in a sentence naming who approved it does not count. */
  readonly sanctionable: boolean;
  readonly rules: readonly DetectionRule[];
  /** Proof of execution (test counts, exit codes, commands, output blocks); empty when unused. */
  readonly evidenceTokens: readonly RegExp[];
}

/** What the API and `pattern.detected` bodies show of a pattern, in this field order. */
export type PatternSummary = Pick<
  PatternDefinition,
  'id' | 'name' | 'severity' | 'category' | 'reasoning' | 'governanceResponse'
>;

/** Evidence tokens within this many characters of a dampened match halve its contribution. */
export const EVIDENCE_WINDOW = 200;
