/** Character classes and clause boundaries shared by the guards and the window scanner. */

export function isWordChar(c: number): boolean {
  return (
    (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 // _
  );
}

/** Word characters for the guard: \w, the apostrophe of contractions, and letters beyond ASCII. */
export function isGuardWordChar(c: number): boolean {
  return isWordChar(c) || c === 39 || (c >= 0xc0 && c !== 0x2013 && c !== 0x2014);
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
    case 0x2013: // en dash
    case 0x2014: // em dash
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

/**
 * Sentences, lines and quotations of one text, indexed in two linear passes so that every
 * question about a match position costs O(1), however many matches a text has.
 */
export class Segments {
  /** Per position: start of its sentence (after the last sentence end before it). */
  private readonly sentence: Int32Array;
  /** Per position: start of its line. */
  private readonly line: Int32Array;
  /** Per position: whether an odd number of quote marks precede it on its line. */
  private readonly open: Uint8Array;
  /** Per position: the next quote mark or line break at or after it (text.length if none). */
  private readonly nextQuote: Int32Array;

  constructor(private readonly text: string) {
    const n = text.length;
    this.sentence = new Int32Array(n + 1);
    this.line = new Int32Array(n + 1);
    this.open = new Uint8Array(n + 1);
    this.nextQuote = new Int32Array(n + 1);
    let sentence = 0;
    let line = 0;
    let open = 0;
    for (let i = 0; i < n; i++) {
      this.sentence[i] = sentence;
      this.line[i] = line;
      this.open[i] = open;
      const c = text.charCodeAt(i);
      if (c === 10) {
        line = i + 1;
        open = 0;
      } else if (c === 34) open ^= 1;
      else if (c === 0xab) open = 1;
      else if (c === 0xbb) open = 0;
      if (isSentenceEnd(text, i)) sentence = i + 1;
    }
    this.sentence[n] = sentence;
    this.line[n] = line;
    this.open[n] = open;
    let next = n;
    this.nextQuote[n] = n;
    for (let i = n - 1; i >= 0; i--) {
      const c = text.charCodeAt(i);
      if (c === 10 || isQuoteMark(c)) next = i;
      this.nextQuote[i] = next;
    }
  }

  /** Start of the sentence (or line, or list item) containing `pos`, at most SENTENCE_REACH back. */
  sentenceStart(pos: number): number {
    return Math.max(this.sentence[pos], pos - SENTENCE_REACH);
  }

  /** End of the sentence that starts before `pos` (exclusive), at most SENTENCE_REACH ahead. */
  sentenceEnd(pos: number): number {
    const limit = Math.min(this.text.length, pos + SENTENCE_REACH);
    for (let i = pos; i < limit; i++) {
      if (isSentenceEnd(this.text, i)) return i;
    }
    return limit;
  }

  /**
   * Whether [start, end) is quoted: on a Markdown quote line ("> …"), or between double quotes
   * (straight, or « » after normalisation) opened earlier on its line and closed later on it.
   */
  isQuoted(start: number, end: number): boolean {
    const { text } = this;
    let i = this.line[start];
    while (i < start && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
    if (text.charCodeAt(i) === 62 /* > */) return true;
    if (this.open[start] === 0) return false;
    const close = this.nextQuote[end];
    return close < text.length && isQuoteMark(text.charCodeAt(close));
  }
}
