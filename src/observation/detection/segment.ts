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

/** How far back a sentence or a line is followed: past this, the match is judged on its own. */
export const SENTENCE_REACH = 300;

function isSentenceEnd(text: string, i: number): boolean {
  const c = text.charCodeAt(i);
  if (c === 10 || c === 13) return true;
  if (c !== 46 && c !== 33 && c !== 63 && c !== 59) return false; // . ! ? ;
  // "e.g." and "v1.2" do not end a sentence: the mark must be followed by whitespace.
  const next = text.charCodeAt(i + 1);
  return next === 32 || next === 9 || next === 10 || next === 13;
}

/** Start of the sentence (or line, or list item) containing `pos`, at most SENTENCE_REACH back. */
export function sentenceStart(text: string, pos: number): number {
  const limit = Math.max(0, pos - SENTENCE_REACH);
  for (let i = pos - 1; i >= limit; i--) {
    if (isSentenceEnd(text, i)) return i + 1;
  }
  return limit;
}

/** End of the sentence containing `pos` (exclusive), at most SENTENCE_REACH ahead. */
export function sentenceEnd(text: string, pos: number): number {
  const limit = Math.min(text.length, pos + SENTENCE_REACH);
  for (let i = pos; i < limit; i++) {
    if (isSentenceEnd(text, i)) return i;
  }
  return limit;
}

function lineStart(text: string, pos: number): number {
  const limit = Math.max(0, pos - SENTENCE_REACH);
  const nl = text.lastIndexOf('\n', pos - 1);
  return nl < limit ? limit : nl + 1;
}

/**
 * Whether [start, end) is quoted: on a Markdown quote line ("> …"), or between double quotes
 * (straight, or « » after normalisation) opened earlier on the line and closed later on it.
 */
export function isQuoted(text: string, start: number, end: number): boolean {
  const from = lineStart(text, start);
  let i = from;
  while (i < start && (text.charCodeAt(i) === 32 || text.charCodeAt(i) === 9)) i++;
  if (text.charCodeAt(i) === 62 /* > */) return true;
  let open = 0;
  for (let j = from; j < start; j++) {
    const c = text.charCodeAt(j);
    if (c === 34 /* " */) open ^= 1;
    else if (c === 0xab /* « */) open = 1;
    else if (c === 0xbb /* » */) open = 0;
  }
  if (open === 0) return false;
  const limit = Math.min(text.length, end + SENTENCE_REACH);
  for (let j = end; j < limit; j++) {
    const c = text.charCodeAt(j);
    if (c === 34 || c === 0xbb) return true;
    if (c === 10) return false;
  }
  return false;
}
