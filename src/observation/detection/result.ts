/** What the detector returns: per-pattern results, co-occurrences, the summary figures. */
import type { Severity } from './catalogue';
import type { ContextEvidence } from './context-aware/checks';

export interface Excerpt {
  start: number;
  end: number;
  text: string;
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
