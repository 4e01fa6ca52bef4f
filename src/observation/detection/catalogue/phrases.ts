/** The small language rules are written in: phrase() with readable spaces, anyOf() lists, rule(). */
import type { DetectionRule } from './types';

const GAP = String.raw`\s{1,8}`;

/** Compiles a rule, turning each literal space outside a character class into `\s{1,8}`. */
export function phrase(source: string): RegExp {
  let out = '';
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') {
      out += ch + source[++i];
      continue;
    }
    if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    out += ch === ' ' && !inClass ? GAP : ch;
  }
  return new RegExp(out, 'i');
}

/** A long alternation written as a list of phrases: `anyOf(['a', 'b c'])` is `(?:a|b c)`. */
export function anyOf(phrases: readonly string[]): string {
  return `(?:${phrases.join('|')})`;
}

interface RuleOptions {
  readonly dampened?: boolean;
  readonly requires?: {
    readonly source: string;
    readonly within: number | null;
    readonly unlessBetween?: string;
  };
  readonly unless?: { readonly source: string; readonly within: number };
  readonly check?: 'partial-count';
  readonly claim?: boolean;
  readonly unlessFollowedBy?: string;
  readonly unlessContains?: string;
}

export function rule(
  id: string,
  weight: number,
  source: string,
  options: RuleOptions = {},
): DetectionRule {
  return {
    id,
    regex: phrase(source),
    weight,
    evidenceDampened: options.dampened ?? false,
    ...(options.requires && {
      requires: {
        regex: phrase(options.requires.source),
        within: options.requires.within,
        ...(options.requires.unlessBetween && {
          unlessBetween: phrase(options.requires.unlessBetween),
        }),
      },
    }),
    ...(options.unless && {
      unless: { regex: phrase(options.unless.source), within: options.unless.within },
    }),
    ...(options.check && { check: options.check }),
    ...(options.claim && { claim: true }),
    ...(options.unlessFollowedBy && {
      unlessFollowedBy: new RegExp(phrase(options.unlessFollowedBy).source, 'iy'),
    }),
    ...(options.unlessContains && { unlessContains: phrase(options.unlessContains) }),
  };
}

/** Rule sources are written as raw strings. */
export const r = String.raw;
