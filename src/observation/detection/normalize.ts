/**
 * Normalisation of agent text before matching: NFKC, invisible characters and fillers out,
 * curly quotes, look-alike apostrophes and hyphens folded, look-alike letters read as the Latin
 * letters they imitate, letter-spaced words joined. The result is the one-byte matching text the
 * rules run on (see shadow.ts) and a map back to the original, where matches are shown.
 */
import { LOOKALIKES } from './confusables';
import { OffsetMap } from './offsets';
import { toMatchingText, type OneForOne } from './shadow';

/**
 * Removed: zero-width characters, soft hyphens, direction marks and embeddings, invisible
 * operators, variation selectors, the combining grapheme joiner. Folded: curly quotes and
 * look-alike apostrophes; hyphens, the figure dash and the minus sign; an en dash between two
 * letters or digits ("pre–existing"), while a spaced en dash stays a clause break. NBSP, narrow
 * NBSP, thin spaces and full-width forms are left to NFKC, which turns them into their ASCII
 * counterparts.
 */
// The combining grapheme joiner and variation selectors are listed to be removed, not combined.
const INVISIBLE_OR_LOOKALIKE =
  // eslint-disable-next-line no-misleading-character-class
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E\u2018\u2019\u201A\u201B\u02BC\u2032\u00B4\u201C-\u201F\u2010-\u2013\u2212\u034F\u180B-\u180D\uFE00-\uFE0F\u115F\u1160\u3164\uFFA0\u2800]|\uDB40[\uDC00-\uDC7F]/g;
/**
 * Blank fillers: Hangul fillers, the Braille blank and the tag space. They look like (or stand
 * for) a space, so between two words they are one; beside whitespace they go. Other tag
 * characters are invisible and go.
 */
const FILLERS = new Set(['\u115F', '\u1160', '\u3164', '\uFFA0', '\u2800', '\uDB40\uDC20']);
const WORD_OR_DIGIT = /[0-9A-Za-z\u00C0-\u024F]/;
const SPACE = /\s/;
const NON_ASCII_RUN = /[\u0080-\uFFFF]+/g;
/** Characters that NFKC may compose with the character before them. */
const CONTINUES = /^[\p{M}\uFF9E\uFF9F\u1161-\u11FF]/u;
const CONTINUES_CHAR = /[\p{M}\uFF9E\uFF9F\u1161-\u11FF]/u;
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_PROBE = 4096;

function fold(ch: string, at: number, text: string): string {
  switch (ch) {
    case '\u2018':
    case '\u2019':
    case '\u201A':
    case '\u201B':
    case '\u02BC':
    case '\u2032':
    case '\u00B4':
      return "'";
    case '\u201C':
    case '\u201D':
    case '\u201E':
    case '\u201F':
      return '"';
    case '\u2010':
    case '\u2011':
    case '\u2012':
    case '\u2212':
      return '-';
    case '\u2013':
      return WORD_OR_DIGIT.test(text.charAt(at - 1)) && WORD_OR_DIGIT.test(text.charAt(at + 1))
        ? '-'
        : ch;
    default:
      if (!FILLERS.has(ch)) return '';
      // A filler between two non-blank characters stands for the space it imitates.
      return at > 0 &&
        !SPACE.test(text.charAt(at - 1)) &&
        at + ch.length < text.length &&
        !SPACE.test(text.charAt(at + ch.length)) &&
        !FILLERS.has(text.charAt(at + ch.length))
        ? ' '
        : '';
  }
}

export function isAscii(text: string): boolean {
  // Non-ASCII text usually shows itself early; otherwise compare UTF-8 and UTF-16 lengths,
  // which are equal only for ASCII and are counted natively.
  if (NON_ASCII.test(text.length > ASCII_PROBE ? text.slice(0, ASCII_PROBE) : text)) return false;
  return Buffer.byteLength(text, 'utf8') === text.length;
}

/**
 * How a code unit beyond ASCII reads when nothing around it composes with it: the same
 * (NFKC leaves it, nothing folds it), replaced one for one (a curly quote, a hyphen, NBSP under
 * NFKC), an en dash (folded or not by its neighbours), the first half of a surrogate pair, or
 * complex: removed, widened, composing with its neighbours, or a lone surrogate half.
 */
const UNIT_UNKNOWN = 0;
const UNIT_SAME = 1;
const UNIT_REPLACED = 2;
const UNIT_EN_DASH = 3;
const UNIT_HIGH = 4;
const UNIT_COMPLEX = 5;
const UNIT_CLASS = new Uint8Array(0x10000);
/** The replacement of each UNIT_REPLACED code unit. */
const REPLACEMENT = new Map<number, string>();
const ONE_INVISIBLE_OR_LOOKALIKE = new RegExp(INVISIBLE_OR_LOOKALIKE.source);
/** Astral characters (as code points) that NFKC leaves as they are. */
const ASTRAL_SAME = new Map<number, boolean>();

function unitClass(c: number): number {
  let kind = UNIT_CLASS[c];
  if (kind !== UNIT_UNKNOWN) return kind;
  const ch = String.fromCharCode(c);
  if (c >= 0xd800 && c <= 0xdbff) kind = UNIT_HIGH;
  else if (c >= 0xdc00 && c <= 0xdfff) kind = UNIT_COMPLEX;
  else if (c === 0x2013) kind = UNIT_EN_DASH;
  else if (ONE_INVISIBLE_OR_LOOKALIKE.test(ch)) {
    // Quotes, apostrophes and hyphens fold one for one; the rest is removed or a filler.
    const folded = fold(ch, 1, ` ${ch} `);
    kind = folded.length === 1 ? UNIT_REPLACED : UNIT_COMPLEX;
    if (kind === UNIT_REPLACED) REPLACEMENT.set(c, folded);
  } else if (CONTINUES_CHAR.test(ch)) kind = UNIT_COMPLEX;
  else {
    const nfkc = ch.normalize('NFKC');
    if (nfkc === ch) kind = UNIT_SAME;
    else if (nfkc.length === 1 && !CONTINUES_CHAR.test(nfkc)) {
      kind = UNIT_REPLACED;
      REPLACEMENT.set(c, nfkc);
    } else kind = UNIT_COMPLEX;
  }
  UNIT_CLASS[c] = kind;
  return kind;
}

/** Whether the surrogate pair at `i` is a character NFKC leaves as it is (not a tag character). */
function pairStaysAt(text: string, i: number): boolean {
  const low = text.charCodeAt(i + 1);
  if (!isLowSurrogate(low)) return false;
  const cp = text.codePointAt(i)!;
  if (cp >= 0xe0000 && cp <= 0xe007f) return false;
  let same = ASTRAL_SAME.get(cp);
  if (same === undefined) {
    const ch = String.fromCodePoint(cp);
    same = ch.normalize('NFKC') === ch;
    ASTRAL_SAME.set(cp, same);
  }
  return same;
}

/**
 * How the text reads when every character beyond ASCII reads one for one on its own (arrows,
 * curly quotes, dashes, emoji, NBSP: most agent text): then the cluster-by-cluster rewrite gives
 * the same text with no offset moved, here the few characters that change. Also whether some
 * character is a look-alike letter (which the words around it decide on). Null when some
 * character is removed, widened or composes with a neighbour.
 */
function simpleReading(
  text: string,
): { replaced: OneForOne; runs: number[]; lookalike: boolean } | null {
  const at: number[] = [];
  const chars: string[] = [];
  const runs: number[] = [];
  let lookalike = false;
  NON_ASCII_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NON_ASCII_RUN.exec(text)) !== null) {
    const end = m.index + m[0].length;
    runs.push(m.index, end);
    for (let i = m.index; i < end; i++) {
      const c = text.charCodeAt(i);
      let replacement: string;
      switch (unitClass(c)) {
        case UNIT_SAME:
          if (kindOf(c) === LOOKALIKE) lookalike = true;
          continue;
        case UNIT_HIGH:
          if (!pairStaysAt(text, i)) return null;
          i++;
          continue;
        case UNIT_EN_DASH:
          if (fold('\u2013', i, text) === '\u2013') continue;
          replacement = '-';
          break;
        case UNIT_REPLACED:
          replacement = REPLACEMENT.get(c)!;
          if (kindOf(replacement.charCodeAt(0)) === LOOKALIKE) lookalike = true;
          break;
        default:
          return null;
      }
      at.push(i);
      chars.push(replacement);
    }
  }
  return { replaced: { at, chars }, runs, lookalike };
}

/** Text read whole or in parts: a string, or a text made only as far as it is read. */
export interface TextSource {
  readonly length: number;
  slice(start: number, end: number): string;
}

/** The whole of a text source, as a string. */
export function wholeText(source: TextSource): string {
  return source.slice(0, source.length);
}

/**
 * A text with characters replaced one for one, made as far as it is read. The rules read the
 * one-byte matching text and the n-gram model reads windows around matches, so a 1 MB text
 * with a few curly quotes is not copied whole (2 MB of fresh memory) unless something reads
 * all of it.
 */
class ReplacedText implements TextSource {
  private whole?: string;

  constructor(
    private readonly source: string,
    private readonly replaced: OneForOne,
  ) {}

  get length(): number {
    return this.source.length;
  }

  slice(start: number, end: number): string {
    if (this.whole !== undefined) return this.whole.slice(start, end);
    if (start <= 0 && end >= this.source.length) return (this.whole = this.made(0, this.length));
    return this.made(Math.max(0, start), Math.min(end, this.length));
  }

  private made(start: number, end: number): string {
    const { at, chars } = this.replaced;
    let lo = 0;
    let hi = at.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (at[mid] < start) lo = mid + 1;
      else hi = mid;
    }
    const parts: string[] = [];
    let copied = start;
    for (let k = lo; k < at.length && at[k] < end; k++) {
      parts.push(this.source.slice(copied, at[k]), chars[k]);
      copied = at[k] + 1;
    }
    if (copied === start) return this.source.slice(start, end);
    parts.push(this.source.slice(copied, end));
    return parts.join('');
  }
}

/** The runs of characters beyond ASCII, as flat pairs (start, end). */
function nonAsciiRuns(text: string): number[] {
  const runs: number[] = [];
  NON_ASCII_RUN.lastIndex = 0;
  for (let m = NON_ASCII_RUN.exec(text); m !== null; m = NON_ASCII_RUN.exec(text)) {
    runs.push(m.index, m.index + m[0].length);
  }
  return runs;
}

/** Appends rewritten pieces and records where they came from. */
class Builder {
  private readonly parts: string[] = [];
  length = 0;

  constructor(readonly map: OffsetMap) {}

  /** Text kept as it is (its original offsets follow from the last recorded piece). */
  keep(text: string): void {
    this.parts.push(text);
    this.length += text.length;
  }

  /** Text standing for original [from, to). */
  put(text: string, from: number, to: number): void {
    this.map.record(this.length, this.length + text.length, from, to);
    this.parts.push(text);
    this.length += text.length;
  }

  text(): string {
    return this.parts.join('');
  }
}

/**
 * Removes invisible characters, folds punctuation and applies NFKC to original [from, to),
 * cluster by cluster (a character and the marks that compose with it), so that every piece of
 * the result knows its source.
 */
function rewriteRun(text: string, from: number, to: number, out: Builder): void {
  // Each unit of the run: kept for NFKC (fixed: false), or already final (folded, dropped).
  const chars: string[] = [];
  const starts: number[] = [];
  const ends: number[] = [];
  const fixed: boolean[] = [];
  let i = from;
  while (i < to) {
    INVISIBLE_OR_LOOKALIKE.lastIndex = i;
    const m = INVISIBLE_OR_LOOKALIKE.exec(text);
    const stop = m && m.index < to ? m.index : to;
    for (; i < stop; i++) {
      chars.push(text[i]);
      starts.push(i);
      ends.push(i + 1);
      fixed.push(false);
    }
    if (!m || stop === to) break;
    chars.push(fold(m[0], stop, text));
    starts.push(stop);
    ends.push(stop + m[0].length);
    fixed.push(true);
    i = stop + m[0].length;
  }
  let k = 0;
  while (k < chars.length) {
    let end = k + 1;
    if (!fixed[k]) {
      while (
        end < chars.length &&
        !fixed[end] &&
        starts[end] === ends[end - 1] &&
        (isLowSurrogate(chars[end].charCodeAt(0)) || CONTINUES_CHAR.test(chars[end]))
      ) {
        end++;
      }
    }
    const cluster = end - k === 1 ? chars[k] : chars.slice(k, end).join('');
    out.put(fixed[k] ? cluster : cluster.normalize('NFKC'), starts[k], ends[end - 1]);
    k = end;
  }
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff;
}

/** Character kinds for the look-alike reading, worked out once per code unit on first sight. */
const UNKNOWN = 0;
const NOT_LETTER = 1;
const ASCII_LETTER = 2;
const APOSTROPHE = 3;
const LOOKALIKE = 4;
/** A Latin letter beyond ASCII, or a mark: neutral. */
const NEUTRAL = 5;
/** A letter of another script that imitates no Latin letter. */
const FOREIGN = 6;
const KIND = new Uint8Array(0x10000);
const LETTER = /[\p{L}\p{M}]/u;
const LATIN_OR_MARK = /[\p{Script=Latin}\p{M}]/u;

function kindOf(c: number): number {
  let kind = KIND[c];
  if (kind !== UNKNOWN) return kind;
  const ch = String.fromCharCode(c);
  if (c === 39) kind = APOSTROPHE;
  else if ((c >= 97 && c <= 122) || (c >= 65 && c <= 90)) kind = ASCII_LETTER;
  else if (LOOKALIKES.has(c)) kind = LOOKALIKE;
  else if (!LETTER.test(ch)) kind = NOT_LETTER;
  else kind = LATIN_OR_MARK.test(ch) ? NEUTRAL : FOREIGN;
  KIND[c] = kind;
  return kind;
}

/** Whether the character is a letter or mark of any script (apostrophes count within words). */
function isWordPart(c: number): boolean {
  return kindOf(c) !== NOT_LETTER;
}

type WordKind = 'latin' | 'lookalike' | 'foreign' | 'none';

/** A word's letters: Latin ones present, only look-alikes and Latin, or another script's. */
function wordKind(text: string, start: number, end: number): WordKind {
  let latin = false;
  for (let i = start; i < end; i++) {
    const kind = kindOf(text.charCodeAt(i));
    if (kind === FOREIGN) return 'foreign';
    if (kind === ASCII_LETTER) latin = true;
  }
  return latin ? 'latin' : end > start ? 'lookalike' : 'none';
}

/** Bounds of the word just before `pos` on its line, skipping spaces and punctuation. */
function wordBefore(text: string, pos: number): [number, number] {
  let i = pos;
  const limit = Math.max(0, pos - 8);
  while (i > limit && !isWordPart(text.charCodeAt(i - 1)) && text.charCodeAt(i - 1) !== 10) i--;
  const end = i;
  while (i > 0 && isWordPart(text.charCodeAt(i - 1))) i--;
  return [i, end];
}

/** Bounds of the word just after `pos` on its line. */
function wordAfter(text: string, pos: number): [number, number] {
  let i = pos;
  const limit = Math.min(text.length, pos + 8);
  while (i < limit && !isWordPart(text.charCodeAt(i)) && text.charCodeAt(i) !== 10) i++;
  const start = i;
  while (i < text.length && isWordPart(text.charCodeAt(i))) i++;
  return [start, i];
}

/**
 * Look-alike letters read as Latin, one word at a time: in a word that mixes them with Latin
 * letters ("соuld", Cyrillic с and о), or in a word made only of look-alikes next to a Latin
 * word ("I ѕо": Cyrillic ѕ and о). A word with letters of another script that imitate nothing
 * (Russian, Greek, Japanese prose) is left as written, so ordinary text in those scripts is
 * never read as English.
 */
function foldLookalikes(text: string, runs: readonly number[] = nonAsciiRuns(text)): string {
  const parts: string[] = [];
  let copied = 0;
  /** End of the last word read as Latin: the next word counts it as a Latin neighbour. */
  let latinEnd = -1;
  const n = text.length;
  // Look-alikes are beyond ASCII: only the runs of such characters are read.
  let at = 0;
  for (let r = 0; r < runs.length; r += 2) {
    // A word read may reach past its run: the next run is read from where it ended.
    const runEnd = runs[r + 1];
    for (at = Math.max(at, runs[r]); at < runEnd; at++) {
      const c = text.charCodeAt(at);
      if (kindOf(c) !== LOOKALIKE) continue;
      let start = at;
      let end = at + 1;
      while (start > 0 && isWordPart(text.charCodeAt(start - 1))) start--;
      while (end < n && isWordPart(text.charCodeAt(end))) end++;
      at = end;
      const kind = wordKind(text, start, end);
      if (kind === 'foreign') continue;
      if (kind === 'lookalike') {
        const [bs, be] = wordBefore(text, start);
        const [as, ae] = wordAfter(text, end);
        const latinNeighbour =
          (be === latinEnd && be > bs) ||
          wordKind(text, bs, be) === 'latin' ||
          wordKind(text, as, ae) === 'latin';
        if (!latinNeighbour) continue;
      }
      parts.push(text.slice(copied, start));
      let word = '';
      for (let i = start; i < end; i++) {
        word += LOOKALIKES.get(text.charCodeAt(i)) ?? text[i];
      }
      parts.push(word);
      copied = end;
      latinEnd = end;
    }
  }
  if (copied === 0) return text;
  parts.push(text.slice(copied));
  return parts.join('');
}

/**
 * Three or more single letters spaced out ("c o u l d n ' t"), joined into the word they spell.
 * A leading capital I before lower-case letters stays the pronoun ("I c o u l d" → "I could").
 * Ordinary single-letter words ("a", "I") never make such a run on their own.
 */
const LETTER_SPACED = /(?<![\w'])[A-Za-z](?: [A-Za-z']){2,}(?![\w'])/g;

/** Whether the text may hold letters spaced out (`joinSpacedLetters` has something to join). */
function hasSpacedLetters(text: string): boolean {
  LETTER_SPACED.lastIndex = 0;
  return LETTER_SPACED.test(text);
}

/**
 * @param probe a text with the same ASCII characters in the same places and none beyond ASCII
 *   that the regex names (the one-byte matching text, which it reads faster), to look in first
 */
function joinSpacedLetters(text: string, map: OffsetMap, probe = text): string {
  if (!hasSpacedLetters(probe)) return text;
  LETTER_SPACED.lastIndex = 0;
  const out = new Builder(map);
  let copied = 0;
  let m: RegExpExecArray | null;
  while ((m = LETTER_SPACED.exec(text)) !== null) {
    const run = m[0];
    let letters = 0;
    for (let i = 0; i < run.length; i += 2) if (run[i] !== "'") letters++;
    let start = m.index;
    // "I c o u l d": the pronoun and a spaced word.
    if (run[0] === 'I' && run[2] >= 'a' && run[2] <= 'z') {
      start += 2;
      letters--;
    }
    if (letters < 3) continue;
    out.keep(text.slice(copied, start));
    const end = m.index + run.length;
    out.put(text.slice(start, end).replace(/ /g, ''), start, end);
    copied = end;
  }
  if (copied === 0) return text;
  out.keep(text.slice(copied));
  return out.text();
}

export interface Normalized {
  /** The one-byte matching text the rules run on. */
  readonly text: string;
  /**
   * The normalised text itself, offset for offset the same as `text` (for the n-gram model and
   * the context-aware layer): made only as far as it is read.
   */
  readonly normalized: TextSource;
  /** Offsets in `text` back to the original; null when they are the same. */
  readonly map: OffsetMap | null;
}

/** The normalised text (real characters) and its map back to the original. */
function normalized(text: string): {
  text: TextSource;
  map: OffsetMap;
  /** Where the characters beyond ASCII may be (flat pairs), when known; null otherwise. */
  runs: number[] | null;
  /** The matching text, when already made. */
  matching?: string;
} {
  if (isAscii(text)) {
    const map = new OffsetMap();
    // ASCII text is one-byte in V8: it is its own matching text.
    const joined = joinSpacedLetters(text, map);
    return { text: joined, map, runs: null, matching: joined };
  }
  const simple = simpleReading(text);
  if (simple !== null) {
    // Nothing moved: the only map is the spaced letters' one, and the runs beyond ASCII hold.
    const map = new OffsetMap();
    const { replaced, runs } = simple;
    const read = replaced.at.length === 0 ? text : new ReplacedText(text, replaced);
    if (!simple.lookalike) {
      const matching = toMatchingText(text, runs, replaced);
      if (!hasSpacedLetters(matching)) return { text: read, map, runs, matching };
    }
    const folded = foldLookalikes(wholeText(read), runs);
    const matching = toMatchingText(folded, runs);
    const joined = joinSpacedLetters(folded, map, matching);
    if (joined === folded) return { text: joined, map, runs, matching };
    return { text: joined, map, runs: null };
  }
  const first = new OffsetMap();
  INVISIBLE_OR_LOOKALIKE.lastIndex = 0;
  if (!INVISIBLE_OR_LOOKALIKE.test(text) && text.normalize('NFKC') === text) {
    // Nothing to remove or fold but look-alike letters (most text in other scripts).
    const second = new OffsetMap(first);
    return {
      text: joinSpacedLetters(foldLookalikes(text), second),
      map: second,
      runs: null,
    };
  }
  const out = new Builder(first);
  let copied = 0;
  NON_ASCII_RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = NON_ASCII_RUN.exec(text)) !== null) {
    let from = m.index;
    const to = from + m[0].length;
    // A combining mark composes with the ASCII letter before it.
    if (from > copied && CONTINUES.test(m[0])) from--;
    out.keep(text.slice(copied, from));
    const run = text.slice(from, to);
    INVISIBLE_OR_LOOKALIKE.lastIndex = 0;
    if (!INVISIBLE_OR_LOOKALIKE.test(run) && run.normalize('NFKC') === run) out.keep(run);
    else rewriteRun(text, from, to, out);
    copied = to;
  }
  out.keep(text.slice(copied));
  const second = new OffsetMap(first);
  return {
    text: joinSpacedLetters(foldLookalikes(out.text()), second),
    map: second,
    runs: null,
  };
}

/** The matching text of an agent's text, and the way back to the original. */
export function normalize(text: string): Normalized {
  const result = normalized(text);
  // Text that was not ASCII is two-byte in V8 whatever it holds now: copied into one byte.
  return {
    text: result.matching ?? toMatchingText(wholeText(result.text), result.runs ?? undefined),
    normalized: result.text,
    map: result.map.empty ? null : result.map,
  };
}

/** The normalised text itself (what the matching text stands for), for tests and debugging. */
export function normalizeText(text: string): string {
  return wholeText(normalized(text).text);
}
