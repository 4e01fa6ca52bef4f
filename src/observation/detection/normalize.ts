/** Normalisation of agent text before matching: NFKC, invisible characters out, curly quotes folded. */

/** Zero-width characters and soft hyphens (removed), curly quotes (folded). */
const INVISIBLE_OR_CURLY =
  /[\u200B-\u200D\u2060\uFEFF\u00AD\u2018\u2019\u201A\u201B\u02BC\u201C-\u201F]/g;
const NON_ASCII = /[\u0080-\uffff]/;
const ASCII_PROBE = 4096;

function fold(ch: string): string {
  switch (ch) {
    case '\u2018':
    case '\u2019':
    case '\u201A':
    case '\u201B':
    case '\u02BC':
      return "'";
    case '\u201C':
    case '\u201D':
    case '\u201E':
    case '\u201F':
      return '"';
    default:
      return '';
  }
}

function isAscii(text: string): boolean {
  // Non-ASCII text usually shows itself early; otherwise compare UTF-8 and UTF-16 lengths,
  // which are equal only for ASCII and are counted natively.
  if (NON_ASCII.test(text.length > ASCII_PROBE ? text.slice(0, ASCII_PROBE) : text)) return false;
  return Buffer.byteLength(text, 'utf8') === text.length;
}

/** NFKC, zero-width characters and soft hyphens removed, curly quotes folded to ' and ". */
export function normalizeText(text: string): string {
  if (isAscii(text)) return text;
  // Removing invisible characters first lets NFKC compose across them; folding quotes first
  // is equivalent, since no quote composes or decomposes.
  return text.replace(INVISIBLE_OR_CURLY, fold).normalize('NFKC');
}
