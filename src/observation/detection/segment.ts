/**
 * Character classes and clause boundaries shared by the guards and the window scanner, on the
 * one-byte matching text (shadow.ts): the dashes and other characters beyond Latin-1 appear there
 * as their stand-ins.
 */
import { EM_DASH_SLOT, EN_DASH_SLOT, isOtherBeyondLatin1 } from './shadow';

export function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 // _
  );
}

/** Word characters for the guard: \w, the apostrophe of contractions, and letters beyond ASCII. */
export function isGuardWordChar(c: number): boolean {
  return isWordChar(c) || c === 39 || c >= 0xc0 || isOtherBeyondLatin1(c);
}

export function isClauseBoundary(c: number): boolean {
  switch (c) {
    case 10: // \n
    case 13: // \r
    case 33: // !
    case 40: // (
    case 41: // )
    case 44: // ,
    case 46: // .
    case 58: // :
    case 59: // ;
    case 63: // ?
    case 91: // [
    case 93: // ]
    case 123: // {
    case 125: // }
    case EN_DASH_SLOT:
    case EM_DASH_SLOT:
      return true;
    default:
      return false;
  }
}

/** How far a sentence is followed either way: past this, the match is judged on its own. */
export const SENTENCE_REACH = 300;

function isSentenceEnd(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13) return true;
  if (c !== 46 && c !== 33 && c !== 63 && c !== 59) return false; // . ! ? ;
  // "e.g." and "v1.2" do not end a sentence: the mark must be followed by whitespace.
  const next = text.charCodeAt(i + 1);
  return next === 32 || next === 9 || next === 10 || next === 13;
}

function isQuoteMark(c: number): boolean {
  return c === 34 /* " */ || c === 0xab /* « */ || c === 0xbb; /* » */
}

interface LineQuotes {
  /** Positions of the quote marks on the line, in order. */
  readonly marks: number[];
  /** Per mark: whether a quotation is open after it. */
  readonly open: boolean[];
}

/**
 * Sentences, lines and quotations of one text, worked out only around the positions asked
 * about: a sentence start by a bounded scan back, line starts by one forward search for line
 * breaks as far as needed, quote marks once per line that holds a match. The cost follows the
 * matches, not the length of the text.
 */
export class Segments {
  /** Starts of the lines found so far, in order. */
  private readonly lineStarts: number[] = [0];
  /** Where the search for line breaks continues. */
  private searched = 0;
  /** Quote marks per line, keyed by line start, for the lines asked about. */
  private readonly quotes = new Map<number, LineQuotes>();

  /**
   * The last sentence start looked up: for position `pos`, the start after the last sentence
   * end before it, or -1 when there is none as far back as that lookup's limit reached (which
   * lies no further forward than any later lookup's limit).
   */
  private readonly back = { pos: Number.MAX_SAFE_INTEGER, start: -1 };
  /** The last sentence end looked up: the first one at or after `from` (-1: none in [from, scanned)). */
  private readonly ahead = { from: Number.MAX_SAFE_INTEGER, end: -1, scanned: 0 };

  constructor(private readonly text: string) {}

  /** Start of the sentence (or line, or list item) containing `pos`, at most SENTENCE_REACH back. */
  sentenceStart(pos: number): number {
    const limit = Math.max(0, pos - SENTENCE_REACH);
    // Matches come in increasing order, so what the previous call saw need not be read again.
    const back = this.back;
    const floor = pos >= back.pos ? Math.max(back.pos, limit) : limit;
    for (let i = pos - 1; i >= floor; i--) {
      if (isSentenceEnd(this.text, i)) return this.remember(pos, i + 1, limit);
    }
    if (floor === limit) return this.remember(pos, -1, limit);
    // No sentence end in [back.pos, pos): the previous call's answer still holds.
    const start = back.start >= 0 ? Math.max(back.start, limit) : limit;
    back.pos = pos;
    return start;
  }

  private remember(pos: number, start: number, limit: number): number {
    this.back.pos = pos;
    this.back.start = start;
    return start >= 0 ? start : limit;
  }

  /** End of the sentence that starts before `pos` (exclusive), at most SENTENCE_REACH ahead. */
  sentenceEnd(pos: number): number {
    const limit = Math.min(this.text.length, pos + SENTENCE_REACH);
    const ahead = this.ahead;
    let from = pos;
    if (pos >= ahead.from) {
      if (ahead.end >= pos) return Math.min(ahead.end, limit);
      if (ahead.end < 0) from = Math.max(pos, ahead.scanned);
    }
    for (let i = from; i < limit; i++) {
      if (isSentenceEnd(this.text, i)) {
        ahead.from = pos;
        ahead.end = i;
        return i;
      }
    }
    ahead.from = pos;
    ahead.end = -1;
    ahead.scanned = Math.max(limit, from);
    return limit;
  }

  /**
   * Whether [start, end) is quoted: on a Markdown quote line ("> …"), or between double quotes
   * (straight, or « » after normalisation) opened earlier on its line and closed later on it,
   * unless it is the agent's own words: its turn in a transcript (`agent: "…"`), or a post it
   * labels as its own (`Posting: "…"`, `[bot] writing summary: "…"`, `agent comment on PR:` on
   * the line before).
   */
  isQuoted(start: number, end: number): boolean {
    const { text } = this;
    const line = this.lineStart(start);
    let i = line;
    while (i < start && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (text.charCodeAt(i) === 62 /* > */) return true;
    const before = this.lineQuotes(line);
    const k = firstAtOrAfter(before.marks, start);
    if (k === 0 || !before.open[k - 1]) return false;
    const mark = before.marks[k - 1];
    if (opensOwnWords(text, this.introductionStart(line, mark), mark)) return false;
    // Closed when a quote mark follows the match before the next line break.
    const after = this.lineQuotes(this.lineStart(end)).marks;
    return firstAtOrAfter(after, end) < after.length;
  }

  /** Where a quotation's introduction starts: its line, or the line before when it opens its line. */
  private introductionStart(line: number, mark: number): number {
    if (line === 0 || this.text.slice(line, mark).trim() !== '') return line;
    return this.lineStart(line - 1);
  }

  /** Start of the line containing `pos`: just after the last line break before it. */
  private lineStart(pos: number): number {
    const { lineStarts, text } = this;
    while (this.searched < pos) {
      const next = text.indexOf('\n', this.searched);
      if (next < 0) {
        this.searched = text.length;
        break;
      }
      lineStarts.push(next + 1);
      this.searched = next + 1;
    }
    return lineStarts[firstAfter(lineStarts, pos) - 1];
  }

  private lineQuotes(line: number): LineQuotes {
    let found = this.quotes.get(line);
    if (found) return found;
    const { text } = this;
    const marks: number[] = [];
    const open: boolean[] = [];
    let state = false;
    for (let i = line; i < text.length; i++) {
      const c = text.charCodeAt(i);
      if (c === 10) break;
      if (!isQuoteMark(c)) continue;
      state = c === 34 ? !state : c === 0xab;
      marks.push(i);
      open.push(state);
    }
    found = { marks, open };
    this.quotes.set(line, found);
    return found;
  }
}

/** A transcript's speaker label for the agent itself, alone before a quote: `agent: "…"`. */
const AGENT_LABEL =
  /^[ \t]{0,8}(?:[\w-]{0,20}agent|assistant|ai|bot|copilot|model)[ \t]{0,4}:[ \t]{0,4}$/i;

/** How the writer sends a message of its own: `reply: "…"`, `--body "…"`, `final_answer("…")`. */
const SENDS_MESSAGE =
  /(?:\b(?:comment(?:ed)? on (?:the )?(?:pr|mr|issue|ticket)(?: #?\d{1,8})?|writing (?:the )?(?:summary|report|answer|comment|update|reply)|sen(?:t|ding)(?: to [#@]?[\w-]{1,30})?|reply(?: to (?:the )?user)?|replied|replying|respond|responded|post|posted|posting|comment|commented|commenting|report(?:ed|ing)? back|answered|message|description|final_answer|tell(?:ing)? the user|told the user)|--body|--message|\s-m)\s{0,3}[:=(]?\s{0,3}$/i;

/** How far before the opening quote mark its introduction is looked for. */
const OWN_WORDS_REACH = 40;

/**
 * Whether the quote mark at `mark` opens the writer's own words rather than someone else's: its
 * speaker label in a pasted transcript, or the way it posts a message. Such a quotation is the
 * writer's own claim.
 */
function opensOwnWords(text: string, line: number, mark: number): boolean {
  if (mark - line <= OWN_WORDS_REACH && AGENT_LABEL.test(text.slice(line, mark))) return true;
  return SENDS_MESSAGE.test(text.slice(Math.max(line, mark - OWN_WORDS_REACH), mark));
}

/** Index of the first element ≥ `pos` in a sorted array (its length if none). */
export function firstAtOrAfter(sorted: readonly number[], pos: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < pos) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Index of the first element > `pos` in a sorted array (its length if none). */
function firstAfter(sorted: readonly number[], pos: number): number {
  return firstAtOrAfter(sorted, pos + 1);
}
