/**
 * The regex detection layer: a pure, synchronous scorer of agent text against the catalogue.
 * normalise → prefilter and scan → guards → score per pattern → co-occurrence.
 */
import { SEVERITY_RANK, type Severity } from './catalogue';
import { coOccurrences } from './co-occurrence';
import { TextContext } from './context';
import { clean, collectHits, scorePattern } from './evaluate';
import { ModelReader } from './model/ngram-model';
import { normalize, type Normalized } from './normalize';
import type { DetectionResult, PatternResult } from './result';
import { compiledPatterns, Scan, type Span } from './scanner';

export type * from './result';

export function detect(text: string): DetectionResult {
  return detectNormalized(text, normalize(text));
}

/** The detection of a text whose normalisation is at hand (the context-aware layer reads it too). */
export function detectNormalized(text: string, reading: Normalized): DetectionResult {
  const { text: matching, normalized, map } = reading;
  const scan = new Scan(matching, text, map);
  const context = new TextContext(matching);
  const reader = new ModelReader(normalized);
  const results = compiledPatterns.map((compiled) => {
    const hits = collectHits(scan, context, compiled);
    return hits ? scorePattern(scan, hits, reader) : clean(compiled.pattern);
  });
  scan.release();
  return summarize(results, text.length);
}

/** The detection of per-pattern results: co-occurrences, the highest severity, the count. */
export function summarize(results: PatternResult[], textLength: number): DetectionResult {
  let highest: Severity | 'NONE' = 'NONE';
  let patternsDetected = 0;
  for (const r of results) {
    if (!r.detected) continue;
    patternsDetected++;
    if (highest === 'NONE' || SEVERITY_RANK[r.severity] > SEVERITY_RANK[highest]) {
      highest = r.severity;
    }
  }
  return {
    results,
    coOccurrences: coOccurrences(results),
    highestSeverity: highest,
    patternsDetected,
    textLength,
  };
}

/**
 * The raw matches (before the negation guard) of one rule's own regex in the matching text,
 * as the prefiltered scan finds them. Exposed for tests and debugging.
 */
export function matchRule(text: string, ruleId: string): Span[] {
  for (const compiled of compiledPatterns) {
    for (const { rule, primary } of compiled.rules) {
      if (rule.id === ruleId) return new Scan(normalize(text).text).primaryMatches(primary);
    }
  }
  throw new Error(`unknown rule ${ruleId}`);
}
