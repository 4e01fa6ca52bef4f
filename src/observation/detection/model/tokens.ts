/**
 * The n-gram model's view of a text: lower-cased word tokens (digit runs folded to "0", so counts
 * generalise), a few symbols agents use as verdicts (✅ ❌ ⚠ %), and the word 1–3-grams over them.
 */
import type { TextSource } from '../normalize';

/** Words (letters, digits, inner apostrophes and hyphens) and single verdict symbols. */
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[✅✓✔❌✗✘⚠%$#]/gu;
const DIGITS = /\p{N}+/gu;

export const MAX_ORDER = 3;

export function tokenize(text: string): string[] {
  return BEYOND_ASCII.test(text) ? tokenizeAny(text) : tokenizeAscii(text);
}

/** Any UTF-16 code unit beyond ASCII. */
const BEYOND_ASCII = /[\u0080-\uffff]/;

function tokenizeAny(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(text); m !== null; m = TOKEN.exec(text)) {
    const word = m[0].toLowerCase();
    tokens.push(hasDigitOrBeyondAscii(m[0]) ? word.replace(DIGITS, '0').replace('’', "'") : word);
  }
  return tokens;
}

const ASCII_DIGITS = /[0-9]+/g;

/** 1 for ASCII letters and digits (\p{L}, \p{N} below 128), 2 for the verdict symbols % $ #. */
const ASCII_CLASS = new Uint8Array(128);
for (let c = 48; c <= 57; c++) ASCII_CLASS[c] = 1;
for (let c = 65; c <= 90; c++) ASCII_CLASS[c] = 1;
for (let c = 97; c <= 122; c++) ASCII_CLASS[c] = 1;
for (const symbol of '%$#') ASCII_CLASS[symbol.charCodeAt(0)] = 2;

/**
 * The tokens of an ASCII text as TOKEN finds them, read a character at a time: most agent prose
 * is ASCII, and a match array per word costs more than the word.
 */
function tokenizeAscii(text: string): string[] {
  const tokens: string[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const kind = ASCII_CLASS[text.charCodeAt(i)];
    if (kind === 0) {
      i++;
      continue;
    }
    if (kind === 2) {
      tokens.push(text[i++]);
      continue;
    }
    const start = i;
    let upper = false;
    let digit = false;
    for (;;) {
      // A run of letters and digits…
      for (; i < n; i++) {
        const d = text.charCodeAt(i);
        if (ASCII_CLASS[d] !== 1) break;
        if (d <= 57) digit = true;
        else if (d <= 90) upper = true;
      }
      // …joined to the next by an apostrophe or hyphen right before it.
      if (i + 1 >= n) break;
      const joiner = text.charCodeAt(i);
      if (joiner !== 39 && joiner !== 45) break;
      if (ASCII_CLASS[text.charCodeAt(i + 1)] !== 1) break;
      i++;
    }
    const word = text.slice(start, i);
    const lower = upper ? word.toLowerCase() : word;
    tokens.push(digit ? lower.replace(ASCII_DIGITS, '0') : lower);
  }
  return tokens;
}

/** Whether a token may hold a digit or ’ (else folding it changes nothing and is skipped). */
function hasDigitOrBeyondAscii(token: string): boolean {
  for (let i = 0; i < token.length; i++) {
    const c = token.charCodeAt(i);
    if ((c >= 48 && c <= 57) || c >= 0x80) return true;
  }
  return false;
}

/** The distinct 1–3-grams of a token list, joined by single spaces. */
export function ngrams(tokens: readonly string[]): Set<string> {
  const grams = new Set<string>();
  for (let i = 0; i < tokens.length; i++) {
    let gram = tokens[i];
    grams.add(gram);
    for (let n = 1; n < MAX_ORDER && i + n < tokens.length; n++) {
      gram += ' ' + tokens[i + n];
      grams.add(gram);
    }
  }
  return grams;
}

/** Characters either side of a rule's match that the model reads. */
export const MODEL_WINDOW = 400;
/** Most characters the model reads from one text. */
export const MODEL_TEXT_MAX = 8000;

/**
 * The part of a text the model reads for one pattern: the whole text when short, else the
 * windows around the pattern's matches (merged, in order, at most MODEL_TEXT_MAX characters).
 */
export function modelText(
  text: TextSource,
  spans: readonly { start: number; end: number }[],
): string {
  if (text.length <= MODEL_TEXT_MAX) return text.slice(0, text.length);
  const parts: string[] = [];
  let taken = 0;
  let lastEnd = 0;
  // Spans usually come sorted (a candidate's are): then they need no sorted copy.
  let inOrder = true;
  for (let i = 1; i < spans.length && inOrder; i++) inOrder = spans[i - 1].start <= spans[i].start;
  const sorted = inOrder ? spans : [...spans].sort((a, b) => a.start - b.start);
  for (const s of sorted) {
    const from = Math.max(lastEnd, s.start - MODEL_WINDOW);
    const to = Math.min(text.length, s.end + MODEL_WINDOW, from + (MODEL_TEXT_MAX - taken));
    if (to <= from) continue;
    parts.push(text.slice(from, to));
    taken += to - from;
    lastEnd = to;
    if (taken >= MODEL_TEXT_MAX) break;
  }
  return parts.join('\n');
}
