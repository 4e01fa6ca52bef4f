/**
 * The n-gram model's view of a text: lower-cased word tokens (digit runs folded to "0", so counts
 * generalise), a few symbols agents use as verdicts (✅ ❌ ⚠ %), and the word 1–3-grams over them.
 */
import { wholeText, type TextSource } from '../normalize';

/** Words (letters, digits, inner apostrophes and hyphens) and single verdict symbols. */
const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*|[✅✓✔❌✗✘⚠%$#]/gu;
const DIGITS = /\p{N}+/gu;

export const MAX_ORDER = 3;

export function tokenize(text: string): string[] {
  const spans = tokenSpans(text);
  if (spans === null) return tokenizeAny(text);
  const tokens: string[] = [];
  for (let k = 0; k < spans.count; k++) tokens.push(tokenAt(text, spans.starts[k], spans.ends[k]));
  return tokens;
}

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

/**
 * How TOKEN reads a code unit, for texts whose words are ASCII: a separator, a letter or digit,
 * a verdict symbol (a token of its own), half of a surrogate pair (a separator unless the pair
 * is a letter or digit), or a character that makes the text one for TOKEN itself (a letter or
 * digit beyond ASCII, and ’, which joins words). Worked out beyond ASCII on first sight.
 */
const SEPARATOR = 0;
const WORD = 1;
const VERDICT = 2;
const SURROGATE = 3;
const BEYOND = 4;
const UNKNOWN = 255;
const CLASS = new Uint8Array(0x10000).fill(UNKNOWN, 0x80);
for (let c = 48; c <= 57; c++) CLASS[c] = WORD;
for (let c = 65; c <= 90; c++) CLASS[c] = WORD;
for (let c = 97; c <= 122; c++) CLASS[c] = WORD;
for (const symbol of '%$#') CLASS[symbol.charCodeAt(0)] = VERDICT;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;
const VERDICTS = new Set('✅✓✔❌✗✘⚠');

function classOf(c: number): number {
  const known = CLASS[c];
  if (known !== UNKNOWN) return known;
  const ch = String.fromCharCode(c);
  let kind = SEPARATOR;
  if (c >= 0xd800 && c <= 0xdfff) kind = SURROGATE;
  else if (c === 0x2019 || LETTER_OR_DIGIT.test(ch)) kind = BEYOND;
  else if (VERDICTS.has(ch)) kind = VERDICT;
  CLASS[c] = kind;
  return kind;
}

/** Astral code points that are letters or digits, by code point, as first seen. */
const ASTRAL_WORD = new Map<number, boolean>();

function isAstralWord(text: string, i: number): boolean {
  const cp = text.codePointAt(i)!;
  if (cp <= 0xffff) return false;
  let word = ASTRAL_WORD.get(cp);
  if (word === undefined) {
    word = LETTER_OR_DIGIT.test(String.fromCodePoint(cp));
    ASTRAL_WORD.set(cp, word);
  }
  return word;
}

/**
 * Where a text's tokens are, and a hash of each token as it reads (lower-cased, digit runs
 * folded): what the model needs to tell words apart without making a string of each. For texts
 * whose words are ASCII (most agent prose, arrows and emoji included); null for others, which
 * TOKEN reads. The arrays are reused from call to call (entries from `count` on are unused).
 */
export interface TokenSpans {
  readonly count: number;
  readonly starts: Int32Array;
  readonly ends: Int32Array;
  readonly hashes: Int32Array;
}

let spanRoom = 0;
let spanStarts = new Int32Array(0);
let spanEnds = new Int32Array(0);
let spanHashes = new Int32Array(0);

/** FNV-1a over the characters of a token as it reads. */
const HASH_SEED = 0x811c9dc5 | 0;
function mix(hash: number, c: number): number {
  return Math.imul(hash ^ c, 0x01000193);
}

export function tokenSpans(text: string): TokenSpans | null {
  const n = text.length;
  // Every token holds a character: at most one per character.
  if (spanRoom < n) {
    spanRoom = Math.max(n, 2 * spanRoom, 1024);
    spanStarts = new Int32Array(spanRoom);
    spanEnds = new Int32Array(spanRoom);
    spanHashes = new Int32Array(spanRoom);
  }
  let count = 0;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    const kind = c < 0x80 ? CLASS[c] : classOf(c);
    if (kind === SEPARATOR) {
      i++;
      continue;
    }
    if (kind === SURROGATE) {
      if (isAstralWord(text, i)) return null;
      i++;
      continue;
    }
    if (kind === BEYOND) return null;
    const start = i;
    let hash = HASH_SEED;
    if (kind === VERDICT) {
      hash = mix(hash, c);
      i++;
    } else {
      let inDigits = false;
      for (;;) {
        // A run of letters and digits…
        for (; i < n; i++) {
          const d = text.charCodeAt(i);
          if (d >= 0x80 || CLASS[d] !== WORD) break;
          if (d <= 57) {
            if (!inDigits) hash = mix(hash, 48);
            inDigits = true;
          } else {
            hash = mix(hash, d | 0x20);
            inDigits = false;
          }
        }
        // …joined to the next by an apostrophe or hyphen right before it.
        if (i + 1 >= n) break;
        const joiner = text.charCodeAt(i);
        if (joiner !== 39 && joiner !== 45) break;
        const after = text.charCodeAt(i + 1);
        if (after >= 0x80 || CLASS[after] !== WORD) break;
        hash = mix(hash, joiner);
        inDigits = false;
        i++;
      }
    }
    spanStarts[count] = start;
    spanEnds[count] = i;
    spanHashes[count++] = hash;
  }
  return { count, starts: spanStarts, ends: spanEnds, hashes: spanHashes };
}

/** The token at [start, end) of a text `tokenSpans` read: lower-cased, digit runs folded to "0". */
export function tokenAt(text: string, start: number, end: number): string {
  let upper = false;
  let digit = false;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i);
    if (d >= 48 && d <= 57) digit = true;
    else if (d >= 65 && d <= 90) upper = true;
  }
  const word = text.slice(start, end);
  const lower = upper ? word.toLowerCase() : word;
  return digit ? lower.replace(ASCII_DIGITS, '0') : lower;
}

/** Whether the token at [start, end) of a text `tokenSpans` read is `token` (as `tokenAt` gives it). */
export function isTokenAt(text: string, start: number, end: number, token: string): boolean {
  let j = 0;
  let inDigits = false;
  for (let i = start; i < end; i++) {
    const d = text.charCodeAt(i);
    let c: number;
    if (d >= 48 && d <= 57) {
      if (inDigits) continue;
      inDigits = true;
      c = 48;
    } else {
      inDigits = false;
      c = d >= 65 && d <= 90 ? d | 0x20 : d;
    }
    if (token.charCodeAt(j++) !== c) return false;
  }
  return j === token.length;
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
  if (text.length <= MODEL_TEXT_MAX) return wholeText(text);
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
