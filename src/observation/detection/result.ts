/** What the detector returns: per-pattern results, co-occurrences, the summary figures. */
import type { Severity } from './catalogue';
import type { ContextEvidence } from './context-aware/checks';

export interface Excerpt {
  start: number;
  end: number;
  text: string;
}

/** One rule (or other finding) that fired for a pattern, with the weight it brings. */
export interface RuleContribution {
  id: string;
  /** In (0, 1): the rule's weight in the noisy-OR of the pattern's rules. */
  weight: number;
  /** Halved, with the pattern's other dampened rules, when proof of a run is beside its match. */
  dampened: boolean;
}

/** An n-gram of the text and how much it moved the model's score (in log-odds). */
export interface TermContribution {
  term: string;
  weight: number;
}

/**
 * How a candidate's confidence was reached: enough to explain it and to score it again without
 * some rules (a demoted rule, SPEC §7.1).
 */
export interface ScoreBreakdown {
  rules: RuleContribution[];
  /** Proof of a run (counts, exit codes, commands, output) beside a dampened rule's match. */
  evidence: boolean;
  /** The n-gram model's log-odds for this pattern on the text around the matches. */
  model: number;
  /** The n-grams that raised the model's score most, strongest first (at most 5). */
  terms: TermContribution[];
}

export interface PatternResult {
  patternId: string;
  patternName: string;
  severity: Severity;
  detected: boolean;
  confidence: number;
  matches: string[];
  matchCount: number;
  excerpts: Excerpt[];
  /** Ids of the rules that matched, also below the threshold: for explanation, not the API. */
  rules: string[];
  /**
   * Set when a rule fired (a candidate), detected or not: the confidence's parts. A candidate
   * below the default policy's `reviewAt` keeps its confidence, matches and excerpts, so a
   * policy with a lower `reviewAt` can still band it; `applyPolicy` clears what is not banded.
   */
  score?: ScoreBreakdown;
  /** The context-aware layer's findings (SPEC §7.2); absent when it found nothing here. */
  context?: ContextEvidence[];
}

export interface CoOccurrence {
  patterns: string[];
  reason: string;
}

export interface DetectionResult {
  results: PatternResult[];
  coOccurrences: CoOccurrence[];
  highestSeverity: Severity | 'NONE';
  patternsDetected: number;
  textLength: number;
}
