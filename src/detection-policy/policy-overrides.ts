/**
 * An organization's detection policy (SPEC §7.1) as the project's defaults overlaid with what the
 * organization set, field by field, and the validation of a change. Pure: no I/O.
 */
import { PATTERN_CATALOGUE } from '../observation/detection/catalogue';
import {
  DEFAULT_PATTERN_POLICIES,
  type DetectionPolicy,
  type PatternPolicy,
} from '../observation/detection/policy';

/** What an organization set for one pattern; a field it did not set follows the default. */
export interface PatternOverride {
  enabled?: boolean;
  reviewAt?: number;
  /** null: set to never act on a run (unlike absent: not set). */
  enforceAt?: number | null;
}

/** Stored per organization: pattern id → what it set. */
export type PolicyOverrides = Readonly<Record<string, PatternOverride>>;

export type PolicySource = 'default' | 'organization';

export interface EffectivePatternPolicy extends PatternPolicy {
  /** `organization` when the organization set any of the pattern's values. */
  readonly source: PolicySource;
}

export interface PatternPolicyChange extends PatternOverride {
  patternId: string;
}

const DEFAULTS = new Map(DEFAULT_PATTERN_POLICIES.map((p) => [p.patternId, p]));

/** One entry per catalogue pattern, in catalogue order. */
export function effectivePolicy(
  overrides: PolicyOverrides,
  defaults: ReadonlyMap<string, PatternPolicy> = DEFAULTS,
): EffectivePatternPolicy[] {
  return PATTERN_CATALOGUE.map((pattern) => {
    const base = defaults.get(pattern.id);
    // The defaults name every catalogue pattern (policy.ts builds them from the catalogue).
    if (!base) throw new Error(`no default detection policy for ${pattern.id}`);
    const own = overrides[pattern.id];
    const set = own ? pick(own) : {};
    return {
      patternId: pattern.id,
      enabled: set.enabled ?? base.enabled,
      reviewAt: set.reviewAt ?? base.reviewAt,
      enforceAt: set.enforceAt !== undefined ? set.enforceAt : base.enforceAt,
      source: Object.keys(set).length > 0 ? 'organization' : 'default',
    };
  });
}

/** What applyPolicy reads. */
export function asDetectionPolicy(entries: readonly PatternPolicy[]): DetectionPolicy {
  return new Map(
    entries.map((e) => [
      e.patternId,
      { patternId: e.patternId, enabled: e.enabled, reviewAt: e.reviewAt, enforceAt: e.enforceAt },
    ]),
  );
}

export type PolicyChangeResult =
  { ok: true; overrides: PolicyOverrides } | { ok: false; messages: string[] };

/**
 * The overrides after a change: named entries' given fields replace what was set, the rest keeps
 * its values. Refused (with every problem) when a pattern is unknown or named twice, or when a
 * range is inverted once merged with the stored values and the defaults.
 */
export function changeOverrides(
  overrides: PolicyOverrides,
  changes: readonly PatternPolicyChange[],
  defaults: ReadonlyMap<string, PatternPolicy> = DEFAULTS,
): PolicyChangeResult {
  const messages: string[] = [];
  const known = new Set(PATTERN_CATALOGUE.map((p) => p.id));
  const seen = new Set<string>();
  const next: Record<string, PatternOverride> = { ...overrides };
  changes.forEach((change, index) => {
    if (!known.has(change.patternId)) {
      messages.push(`patterns.${index}.patternId ${change.patternId} is not a catalogue pattern`);
      return;
    }
    if (seen.has(change.patternId)) {
      messages.push(`patterns.${index}.patternId ${change.patternId} is named more than once`);
      return;
    }
    seen.add(change.patternId);
    next[change.patternId] = { ...pick(overrides[change.patternId] ?? {}), ...pick(change) };
  });
  if (messages.length > 0) return { ok: false, messages };
  for (const entry of effectivePolicy(next, defaults)) {
    if (!seen.has(entry.patternId)) continue;
    if (entry.enforceAt !== null && entry.enforceAt < entry.reviewAt) {
      messages.push(
        `${entry.patternId}: enforceAt ${entry.enforceAt} is below reviewAt ${entry.reviewAt} ` +
          '(0 < reviewAt ≤ enforceAt ≤ 1)',
      );
    }
  }
  return messages.length > 0 ? { ok: false, messages } : { ok: true, overrides: next };
}

/** Only the policy's own fields, and only those present. */
function pick(source: PatternOverride): PatternOverride {
  const out: PatternOverride = {};
  if (source.enabled !== undefined) out.enabled = source.enabled;
  if (source.reviewAt !== undefined) out.reviewAt = source.reviewAt;
  if (source.enforceAt !== undefined) out.enforceAt = source.enforceAt;
  return out;
}
