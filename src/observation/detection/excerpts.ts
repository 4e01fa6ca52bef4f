/** What a detection shows: excerpts around matches and the distinct matched phrases. */
import type { Excerpt } from './detector';
import { WHITESPACE_RUN, type Span } from './scanner';

export const EXCERPT_CONTEXT = 60;
export const MAX_MATCHES = 20;
export const MAX_EXCERPTS = 20;

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

export function excerptOf(text: string, span: Span): Excerpt {
  let start = Math.max(0, span.start - EXCERPT_CONTEXT);
  let end = Math.min(text.length, span.end + EXCERPT_CONTEXT);
  // Never cut a surrogate pair in half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  return { start, end, text: text.slice(start, end) };
}

/** Distinct phrases in text order, compared case-insensitively with whitespace runs as one. */
export function distinctPhrases(text: string, spans: readonly Span[]): string[] {
  const phrases: string[] = [];
  const keys: string[] = [];
  const seen: string[] = [];
  for (const s of spans) {
    const phrase = text.slice(s.start, s.end);
    if (seen.includes(phrase)) continue;
    if (seen.length < 4 * MAX_MATCHES) seen.push(phrase);
    const key = phrase.toLowerCase().replace(WHITESPACE_RUN, ' ');
    if (keys.includes(key)) continue;
    keys.push(key);
    phrases.push(phrase);
    if (phrases.length === MAX_MATCHES) break;
  }
  return phrases;
}
