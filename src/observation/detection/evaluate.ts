/** Pattern evaluation: rule matches through the guards and checks, partners, evidence, confidence. */
import { EVIDENCE_WINDOW, type DetectionRule, type PatternDefinition } from './catalogue';
import type { PatternResult, RuleContribution } from './result';
import { countValue, PARTIAL_COUNT_REGEX } from './vocabulary/counts';
import { distinctPhrases, excerptsOf } from './excerpts';
import type { TextContext } from './context';
import { survivesGuard } from './negation';
import { confidenceOf } from './score';
import { detectedByDefault } from './policy';
import { modelScore, type ModelReader } from './model/ngram-model';
import {
  Windows,
  type CompiledPattern,
  type CompiledRule,
  type Scan,
  type Scanner,
  type Span,
} from './scanner';

function passesCheck(rule: DetectionRule, text: string, span: Span): boolean {
  if (rule.check !== 'partial-count') return true;
  const m = PARTIAL_COUNT_REGEX.exec(text.slice(span.start, span.end));
  return m !== null && countValue(m[1]) < countValue(m[2]);
}

/** Where a match of `follower` starting within `within` characters after one of the spans lies. */
function regionsAfter(spans: readonly Span[], within: number, follower: Scanner): Windows {
  const regions = new Windows();
  for (const s of spans) regions.add(s.end, s.end + within + follower.maxLength);
  return regions;
}

/**
 * The matches not followed within the rule's `unless.within` characters by an unnegated exception
 * phrase (all of them for a rule without one). The exception is looked for only where it could
 * cancel a match, however many matches there are.
 */
function withoutException(scan: Scan, own: Span[], { rule, exception }: CompiledRule): Span[] {
  if (!exception || !rule.unless || own.length === 0) return own;
  const { within } = rule.unless;
  const found = scan
    .matchesNear(exception, regionsAfter(own, within, exception))
    .filter((p) => survivesGuard(scan.text, p.start, p.end));
  let j = 0;
  return own.filter((s) => {
    while (j < found.length && found[j].start < s.end) j++;
    const p = found[j];
    return !(p && p.start - s.end <= within);
  });
}

/** The rule's exceptions: what follows the match, or what it contains, can cancel it. */
function passesExceptions(rule: DetectionRule, text: string, span: Span): boolean {
  const { unlessFollowedBy, unlessContains } = rule;
  if (unlessFollowedBy) {
    unlessFollowedBy.lastIndex = span.end;
    if (unlessFollowedBy.test(text)) return false;
  }
  return !unlessContains?.test(text.slice(span.start, span.end));
}

interface RuleHit {
  /** Everything to report: the rule's matches and the partner phrases that completed them. */
  spans: Span[];
  /** The rule's own matches: what evidence proximity is measured from. */
  own: Span[];
}

function evaluateRule(
  scan: Scan,
  context: TextContext,
  compiled: CompiledRule,
  pattern: PatternDefinition,
): RuleHit | null {
  const { rule, partner } = compiled;
  // A partner none of whose anchors is in the text rules the rule out before its matches run.
  if (partner && !scan.mayMatch(partner)) return null;
  const matches = scan.primaryMatches(compiled.paired);
  if (matches.length === 0) return null;
  const within = rule.requires?.within ?? null;
  if (partner && within !== null) {
    return pairedHit(scan, context, compiled, pattern, matches, partner, within);
  }
  const guardedOwn = guarded(scan, context, compiled, pattern, matches);
  if (guardedOwn.length === 0) return null;
  // A partner anywhere in the text: one search, done only once a match has survived the guards.
  const anywhere = partner ? scan.firstMatch(partner) : null;
  if (partner && !anywhere) return null;
  const own = withoutException(scan, guardedOwn, compiled);
  if (own.length === 0) return null;
  return { spans: anywhere ? [...own, anywhere] : own, own };
}

/** The matches that are the writer's own claim and pass the rule's checks and exceptions. */
function guarded(
  scan: Scan,
  context: TextContext,
  { rule }: CompiledRule,
  pattern: PatternDefinition,
  matches: readonly Span[],
): Span[] {
  const { text } = scan;
  return matches.filter(
    (s) =>
      survivesGuard(text, s.start, s.end) &&
      passesCheck(rule, text, s) &&
      passesExceptions(rule, text, s) &&
      context.survives(s.start, s.end, rule, pattern),
  );
}

/**
 * A rule whose partner must start within `within` characters after a match. Each condition on
 * a match is its own, so they are checked cheapest-first: the partner's nearness before the
 * guards, which in a long log would otherwise read the context of every match.
 */
function pairedHit(
  scan: Scan,
  context: TextContext,
  compiled: CompiledRule,
  pattern: PatternDefinition,
  matches: readonly Span[],
  partner: Scanner,
  within: number,
): RuleHit | null {
  const { rule } = compiled;
  const unlessBetween = rule.requires?.unlessBetween;
  const { text } = scan;
  // A nearby partner must be the writer's own words too: not negated, quoted or reported. Only
  // the rule's own match is a claim: an announced partner ("so I'll use …") still completes it.
  const partnerRule = rule.claim ? { ...rule, claim: false } : rule;
  const candidates = scan
    .matchesNear(partner, regionsAfter(matches, within, partner))
    .filter(
      (p) =>
        survivesGuard(text, p.start, p.end) &&
        context.survives(p.start, p.end, partnerRule, pattern),
    );
  if (candidates.length === 0) return null;
  // Each match with the first partner after it, where that one is near enough.
  const near: Span[] = [];
  const partnerOf = new Map<Span, Span>();
  let j = 0;
  for (const s of matches) {
    while (j < candidates.length && candidates[j].start < s.end) j++;
    const p = candidates[j];
    if (p && p.start - s.end <= within && !unlessBetween?.test(text.slice(s.end, p.start))) {
      near.push(s);
      partnerOf.set(s, p);
    }
  }
  const own = withoutException(scan, guarded(scan, context, compiled, pattern, near), compiled);
  if (own.length === 0) return null;
  return { spans: own.flatMap((s) => [s, partnerOf.get(s)!]), own };
}

export function clean(pattern: PatternDefinition, rules: string[] = []): PatternResult {
  return {
    patternId: pattern.id,
    patternName: pattern.name,
    severity: pattern.severity,
    detected: false,
    confidence: 0,
    matches: [],
    matchCount: 0,
    excerpts: [],
    rules,
  };
}

interface PatternHits {
  readonly compiled: CompiledPattern;
  readonly spans: Span[];
  readonly contributions: RuleContribution[];
  readonly ruleIds: string[];
  /** Matches of evidence-dampened rules, sorted by start. */
  readonly dampened: Span[];
}

export function collectHits(
  scan: Scan,
  context: TextContext,
  compiled: CompiledPattern,
): PatternHits | null {
  let spans: Span[] | null = null;
  const contributions: RuleContribution[] = [];
  const dampened: Span[] = [];
  const ruleIds: string[] = [];
  for (const rule of compiled.rules) {
    if (!scan.mayMatch(rule.paired)) continue;
    const hit = evaluateRule(scan, context, rule, compiled.pattern);
    if (!hit) continue;
    ruleIds.push(rule.rule.id);
    contributions.push({
      id: rule.rule.id,
      weight: rule.rule.weight,
      dampened: rule.rule.evidenceDampened,
    });
    if (rule.rule.evidenceDampened) for (const s of hit.own) dampened.push(s);
    if (spans) for (const s of hit.spans) spans.push(s);
    else spans = [...hit.spans];
  }
  if (!spans) return null;
  dampened.sort((a, b) => a.start - b.start);
  return { compiled, spans, contributions, ruleIds, dampened };
}

/**
 * Below this length a text's evidence tokens are found in one whole-text scan that every pattern
 * shares; above it, only the regions near dampened matches are scanned, once per pattern.
 */
const SHARED_EVIDENCE_SCAN_MAX = 16 * 1024;

/**
 * Whether an unnegated evidence token overlaps [start − 200, end + 200] of a dampened match,
 * stopping at the first one found.
 */
function evidenceNearby(scan: Scan, hits: PatternHits): boolean {
  if (hits.dampened.length === 0) return false;
  const { text } = scan;
  const ranges = new Windows();
  for (const s of hits.dampened) ranges.add(s.start - EVIDENCE_WINDOW, s.end + EVIDENCE_WINDOW);
  const bounds = ranges.bounds;
  for (const token of hits.compiled.evidence) {
    // Tokens arrive sorted by start, so the range pointer only moves forward.
    let k = 0;
    const accept = (t: Span): boolean => {
      while (k < bounds.length && bounds[k + 1] <= t.start) k += 2;
      return k < bounds.length && bounds[k] < t.end && survivesGuard(text, t.start, t.end);
    };
    if (text.length <= SHARED_EVIDENCE_SCAN_MAX) {
      if (scan.everyMatch(token).some(accept)) return true;
      continue;
    }
    const regions = new Windows();
    const reach = EVIDENCE_WINDOW + token.maxLength;
    for (const s of hits.dampened) regions.add(s.start - reach, s.end + reach);
    if (scan.matchesNear(token, regions, accept).length > 0) return true;
  }
  return false;
}

/**
 * A candidate's result: its confidence from the rules, the evidence beside them and the n-gram
 * model, with matches and excerpts whether or not the default policy detects it.
 */
export function scorePattern(scan: Scan, hits: PatternHits, reader: ModelReader): PatternResult {
  const { pattern } = hits.compiled;
  const spans = hits.spans.sort((a, b) => a.start - b.start || a.end - b.end);
  const unique = spans.filter(
    (s, i) => i === 0 || s.start !== spans[i - 1].start || s.end !== spans[i - 1].end,
  );
  // Shown as written: spans of the matching text mapped back to the original.
  const shown = scan.shown(unique);
  const model = modelScore(pattern.id, reader.features(unique));
  const score = {
    rules: hits.contributions,
    evidence: evidenceNearby(scan, hits),
    model: Math.round(model.logit * 1000) / 1000,
    terms: model.terms,
  };
  const confidence = confidenceOf(score);
  return {
    patternId: pattern.id,
    patternName: pattern.name,
    severity: pattern.severity,
    detected: detectedByDefault(pattern.id, confidence),
    confidence,
    matches: distinctPhrases(scan.original, shown),
    matchCount: unique.length,
    excerpts: excerptsOf(scan.original, shown),
    rules: hits.ruleIds,
    score,
  };
}
