/** What a detection shows: excerpts around matches and the distinct matched phrases. */
import type { Excerpt } from './result';
import { WHITESPACE_RUN, type Span } from './scanner';

export const EXCERPT_CONTEXT = 60;
export const MAX_MATCHES = 20;
export const MAX_EXCERPTS = 20;

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

function excerptOf(text: string, start: number, end: number): Excerpt {
  // Never cut a surrogate pair in half.
  if (start > 0 && isLowSurrogate(text.charCodeAt(start))) start++;
  if (end < text.length && isLowSurrogate(text.charCodeAt(end))) end--;
  return { start, end, text: text.slice(start, end) };
}

/**
 * Each match with up to EXCERPT_CONTEXT characters each side, for spans sorted by start. Matches
 * whose excerpts would overlap share one excerpt, so no text is shown twice.
 */
export function excerptsOf(text: string, spans: readonly Span[]): Excerpt[] {
  const windows: { start: number; end: number }[] = [];
  for (const span of spans) {
    const start = Math.max(0, span.start - EXCERPT_CONTEXT);
    const end = Math.min(text.length, span.end + EXCERPT_CONTEXT);
    const last = windows[windows.length - 1];
    if (last && start <= last.end) last.end = Math.max(last.end, end);
    else if (windows.length === MAX_EXCERPTS) break;
    else windows.push({ start, end });
  }
  return windows.map((window) => excerptOf(text, window.start, window.end));
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
