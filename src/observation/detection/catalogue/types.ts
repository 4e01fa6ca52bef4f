/** The catalogue's types: rules, wording families, patterns, and the evidence window they share. */
import type { GovernanceResponse } from '../../../governance/gate-machine';
import type { Severity } from './severity';

export type { GovernanceResponse } from '../../../governance/gate-machine';
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

/**
 * One wording family: a way agents phrase the pattern, written as one or more rules, with its
 * own examples. Every rule fires on at least one of `detects` and on none of `ignores`
 * (rule-examples.spec.ts).
 */
export interface WordingFamily {
  /** Kebab-case, unique within its pattern; also the family's file name. */
  readonly id: string;
  /** One line: what the family catches. */
  readonly description: string;
  readonly rules: readonly DetectionRule[];
  /** Texts the family must detect: each of its rules fires on at least one of them. */
  readonly detects: readonly string[];
  /** Near misses: none of the family's rules fires on any of them. */
  readonly ignores: readonly string[];
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
  /** The wording families the pattern is written in. */
  readonly families: readonly WordingFamily[];
  /** Every family's rules, in family order. */
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
