/** What a detection shows: excerpts around matches and the distinct matched phrases. */
import type { Excerpt } from './result';
import { WHITESPACE_RUN, type Span } from './scanner';

export const EXCERPT_CONTEXT = 60;
export const MAX_MATCHES = 20;
export const MAX_EXCERPTS = 20;

/** Letters, digits, combining marks and connectors: what a cut must not split. */
const WORD_CHAR = /[\p{L}\p{N}\p{M}\p{Pc}]/u;
/** Scripts written without spaces between words: a cut between two of their characters is fine. */
const UNSPACED =
  /[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/u;
const SPACE = /\s/u;

function isHighSurrogate(c: number): boolean {
  return c >= 0xd800 && c <= 0xdbff;
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** The character (a whole surrogate pair when it is one) that starts at `i`. */
function charAt(text: string, i: number): string {
  return String.fromCodePoint(text.codePointAt(i) ?? 0);
}

/** The character (a whole surrogate pair when it is one) that ends just before `i`. */
function charBefore(text: string, i: number): string {
  const pair =
    i >= 2 && isLowSurrogate(text.charCodeAt(i - 1)) && isHighSurrogate(text.charCodeAt(i - 2));
  return text.slice(pair ? i - 2 : i - 1, i);
}

/** Whether a cut at `i` (0 < i < length) would split a word or a surrogate pair. */
function splitsWord(text: string, i: number): boolean {
  if (isLowSurrogate(text.charCodeAt(i)) && isHighSurrogate(text.charCodeAt(i - 1))) return true;
  const before = charBefore(text, i);
  const after = charAt(text, i);
  if (!WORD_CHAR.test(before) || !WORD_CHAR.test(after)) return false;
  return !(UNSPACED.test(before) && UNSPACED.test(after));
}

/**
 * The window [start, end) narrowed so that neither edge splits a word (or a surrogate pair) and
 * no edge is whitespace; it never narrows past the matches it holds, [first, last).
 */
function excerptOf(text: string, start: number, end: number, first: number, last: number): Excerpt {
  if (start > 0) {
    while (start < first && splitsWord(text, start)) start++;
    while (start < first && SPACE.test(text[start])) start++;
  }
  if (end < text.length) {
    while (end > last && splitsWord(text, end)) end--;
    while (end > last && SPACE.test(text[end - 1])) end--;
  }
  return { start, end, text: text.slice(start, end) };
}

/**
 * Each match with up to EXCERPT_CONTEXT characters each side, cut at word boundaries, for spans
 * sorted by start. Matches whose excerpts would overlap share one excerpt, so no text is shown
 * twice.
 */
export function excerptsOf(text: string, spans: readonly Span[]): Excerpt[] {
  const windows: { start: number; end: number; first: number; last: number }[] = [];
  for (const span of spans) {
    const start = Math.max(0, span.start - EXCERPT_CONTEXT);
    const end = Math.min(text.length, span.end + EXCERPT_CONTEXT);
    const window = windows[windows.length - 1];
    if (window && start <= window.end) {
      window.end = Math.max(window.end, end);
      window.last = Math.max(window.last, span.end);
    } else if (windows.length === MAX_EXCERPTS) break;
    else windows.push({ start, end, first: span.start, last: span.end });
  }
  return windows.map((w) => excerptOf(text, w.start, w.end, w.first, w.last));
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
