import type { DetectionResult, PatternResult } from './detection/detector';

/**
 * What PostgreSQL cannot hold in text or jsonb: U+0000 and UTF-16 surrogates without their pair
 * (a lone one in the input, or half of a pair cut by an excerpt's edge).
 */
// eslint-disable-next-line no-control-regex -- U+0000 is exactly what must be found.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** `text` with every character PostgreSQL cannot hold replaced by U+FFFD (SPEC §7). */
export function storableText(text: string): string {
  return text.replace(UNSTORABLE, '\uFFFD');
}

/**
 * The detection with its quoted text (matches, excerpts) made storable, so that what is answered
 * is exactly what is stored: a NUL or a lone surrogate near a phrase never costs the detection.
 */
export function storableDetection(detection: DetectionResult): DetectionResult {
  return { ...detection, results: detection.results.map(storableResult) };
}

function storableResult(result: PatternResult): PatternResult {
  return {
    ...result,
    // Distinct as the text had them: two matches may differ only in what was replaced.
    matches: [...new Set(result.matches.map(storableText))],
    excerpts: result.excerpts.map((excerpt) => ({ ...excerpt, text: storableText(excerpt.text) })),
  };
}
