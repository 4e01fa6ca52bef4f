/**
 * Normalisation of agent text before matching: NFKC, invisible characters out, curly quotes,
 * look-alike apostrophes and hyphens folded.
 */

/**
 * Removed: zero-width characters, soft hyphens, direction marks and embeddings, invisible
 * operators. Folded: curly quotes and look-alike apostrophes; hyphens, the figure dash and the
 * minus sign; an en dash between two letters or digits ("pre–existing"), while a spaced en dash
 * stays a clause break. NBSP, narrow NBSP, thin spaces
 * and full-width forms are left to NFKC, which turns them into their ASCII counterparts.
 */
const INVISIBLE_OR_LOOKALIKE =
  /[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF\u00AD\u180E\u2018\u2019\u201A\u201B\u02BC\u2032\u00B4\u201C-\u201F\u2010-\u2013\u2212]/g;
const WORD_OR_DIGIT = /[0-9A-Za-z\u00C0-\u024F]/;
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
      return '';
  }
}

function isAscii(text: string): boolean {
  // Non-ASCII text usually shows itself early; otherwise compare UTF-8 and UTF-16 lengths,
  // which are equal only for ASCII and are counted natively.
  if (NON_ASCII.test(text.length > ASCII_PROBE ? text.slice(0, ASCII_PROBE) : text)) return false;
  return Buffer.byteLength(text, 'utf8') === text.length;
}

/** NFKC after invisible characters are removed and quotes, apostrophes and hyphens folded. */
export function normalizeText(text: string): string {
  if (isAscii(text)) return text;
  // Removing invisible characters first lets NFKC compose across them; folding first is
  // equivalent, since none of the folded characters composes or decomposes with a neighbour.
  return text.replace(INVISIBLE_OR_LOOKALIKE, fold).normalize('NFKC');
}
