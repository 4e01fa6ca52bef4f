/** What the detector returns: per-pattern results, co-occurrences, the summary figures. */
import type { Severity } from './catalogue';

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
