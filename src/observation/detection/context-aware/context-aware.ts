/**
 * The context-aware layer (SPEC §7.2): the text's claims checked against what the agent did (its
 * trace) and against its run's state and history. Pure: text + parsed steps + run context →
 * the detection with the findings scored into each pattern's confidence.
 */
import type { ParsedTrace } from '../../trace/trace.types';
import { TextContext } from '../context';
import { detectNormalized, summarize } from '../detector';
import { excerptsOf, MAX_EXCERPTS, MAX_MATCHES } from '../excerpts';
import { normalize, wholeText } from '../normalize';
import type { OffsetMap } from '../offsets';
import type { DetectionResult, PatternResult } from '../result';
import { detectedByDefault } from '../policy';
import type { RuleContribution } from '../result';
import { confidenceOf, roundConfidence } from '../score';
import { checkClaims, SUPPORTED_FACTOR, type ContextFinding } from './checks';
import { findClaims, type ClaimKind } from './claims';
import type { RunContext } from './run-context';

export interface ContextInput {
  readonly trace: ParsedTrace | null;
  readonly run: RunContext | null;
}

const ALL_KINDS: ReadonlySet<ClaimKind> = new Set([
  'verification',
  'obstacle',
  'content',
  'success',
  'delivery',
  'decision',
]);
/** Without a trace only the run can contradict a claim: delivery past a gate, a decision. */
const RUN_KINDS: ReadonlySet<ClaimKind> = new Set(['delivery', 'decision']);

/** At most this many findings are shown per pattern. */
const MAX_CONTEXT = 20;

/**
 * Whether the text may claim a delivery or a people's decision: only then does an assessment
 * need the run's history. A cheap test, before the guards.
 */
const RUN_CLAIM_WORDS =
  /\b(?:merged|deployed|released|shipped|rolled out|live|pushed to|approved|signed off|risk (?:was |is |has been )?accepted|accepted the risk|approval|sign-off|go-ahead|green light)\b/i;
export function mayClaimRunDecision(text: string): boolean {
  return RUN_CLAIM_WORDS.test(text);
}

export function detectWithContext(text: string, input: ContextInput): DetectionResult {
  const reading = normalize(text);
  const detection = detectNormalized(text, reading);
  if (!input.trace && !input.run) return detection;
  // Claims are found in the normalised reading; they are shown in the text as sent.
  const { map } = reading;
  const normalized = wholeText(reading.normalized);
  const claims = findClaims(
    normalized,
    new TextContext(normalized),
    input.trace ? ALL_KINDS : RUN_KINDS,
  );
  if (claims.length === 0) return detection;
  const outcome = checkClaims(normalized, claims, input.trace, input.run);
  const results = detection.results.map((result) => {
    const mine = outcome.findings.filter((f) => f.patternId === result.patternId);
    if (mine.length > 0) return withFindings(text, map, result, mine);
    const supported =
      outcome.supported.has(result.patternId) && !outcome.unsupported.has(result.patternId);
    return supported && result.detected ? dampened(result) : result;
  });
  return summarize(results, detection.textLength);
}

/** A text-only candidate whose claim the trace or the run bears out: its confidence shrinks. */
function dampened(result: PatternResult): PatternResult {
  const confidence = roundConfidence(result.confidence * SUPPORTED_FACTOR);
  if (detectedByDefault(result.patternId, confidence)) return { ...result, confidence };
  return { ...result, detected: false, confidence };
}

/** The findings as hits of rule-like ids: noisy-OR with the text's own confidence. */
function withFindings(
  text: string,
  map: OffsetMap | null,
  result: PatternResult,
  findings: readonly ContextFinding[],
): PatternResult {
  const weights = new Map<string, number>();
  for (const f of findings) weights.set(f.ruleId, Math.max(weights.get(f.ruleId) ?? 0, f.weight));
  const added: RuleContribution[] = [...weights]
    .filter(([id]) => !result.rules.includes(id))
    .map(([id, weight]) => ({ id, weight, dampened: false }));
  // The findings score as rules do: one more contribution to the pattern's noisy-OR.
  const score = result.score
    ? { ...result.score, rules: [...result.score.rules, ...added] }
    : { rules: added, evidence: false, model: 0, terms: [] };
  const confidence = confidenceOf(score);
  const rules = [...result.rules, ...added.map((r) => r.id)];
  if (!detectedByDefault(result.patternId, confidence)) {
    return { ...result, confidence, rules, score };
  }
  const own = result.detected ? result.excerpts : [];
  const spans = findings
    .map(({ start, end }) =>
      map ? { start: map.start(start), end: map.end(end) } : { start, end },
    )
    .filter((s) => !own.some((e) => e.start <= s.start && s.end <= e.end))
    .sort((a, b) => a.start - b.start);
  const excerpts = [...own, ...excerptsOf(text, spans)]
    .sort((a, b) => a.start - b.start)
    .slice(0, MAX_EXCERPTS);
  const matches = result.detected ? [...result.matches] : [];
  for (const f of findings) {
    if (matches.length >= MAX_MATCHES) break;
    if (!matches.some((m) => m.toLowerCase() === f.claim.toLowerCase())) matches.push(f.claim);
  }
  const claimSpans = new Set(findings.map((f) => `${f.start}:${f.end}`)).size;
  return {
    ...result,
    detected: true,
    confidence,
    matches,
    matchCount: (result.detected ? result.matchCount : 0) + claimSpans,
    excerpts,
    rules,
    score,
    context: findings.slice(0, MAX_CONTEXT).map(({ claim, finding, step, runEvent }) => ({
      claim,
      finding,
      ...(step ? { step } : {}),
      ...(runEvent ? { runEvent } : {}),
    })),
  };
}
