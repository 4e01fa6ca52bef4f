/** The negation guard: a match directly preceded by a negation in its clause does not count. */
import { isClauseBoundary, isGuardWordChar } from './segment';
import { NEGATION_WORDS, SUBJECTS } from './vocabulary/negation';

const GUARD_WORDS = 3;

function isNegationWord(word: string): boolean {
  // Every negation word ends in one of these letters; most words are rejected without copying.
  const last = word.charCodeAt(word.length - 1) | 0x20;
  if (
    last !== 0x74 /* t */ &&
    last !== 0x6f /* o */ &&
    last !== 0x72 /* r */ &&
    last !== 0x65 /* e */ &&
    last !== 0x67 /* g */
  ) {
    return false;
  }
  const lower = word.toLowerCase();
  return NEGATION_WORDS.has(lower) || lower.endsWith("n't");
}

/** How far back the guard looks: past this many characters, or a longer word, the clause is over. */
const GUARD_REACH = 200;
const GUARD_WORD_LENGTH = 40;

/** A negation among the (at most three) words directly before `start`, in the same clause. */
function isNegated(text: string, start: number): boolean {
  const limit = Math.max(0, start - GUARD_REACH);
  let i = start;
  for (let words = 0; words < GUARD_WORDS; words++) {
    while (i > limit) {
      const c = text.charCodeAt(i - 1);
      if (isClauseBoundary(c)) return false;
      if (isGuardWordChar(c)) break;
      i--;
    }
    if (i <= limit) return false;
    const end = i;
    const wordLimit = Math.max(limit, end - GUARD_WORD_LENGTH);
    while (i > wordLimit && isGuardWordChar(text.charCodeAt(i - 1))) i--;
    if (i === wordLimit && i > 0 && isGuardWordChar(text.charCodeAt(i - 1))) return false;
    if (isNegationWord(text.slice(i, end))) return true;
  }
  return false;
}

/**
 * The match carries its own negation ("without waiting for approval"), or starts a clause of its
 * own with a first-person subject ("… isn't on disk I'm simulating …"): the guard does not apply.
 */
function opensOwnClause(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isGuardWordChar(text.charCodeAt(i))) i++;
  const first = text.slice(start, i);
  return isNegationWord(first) || SUBJECTS.has(first.toLowerCase());
}

export function survivesGuard(text: string, start: number, end: number): boolean {
  return opensOwnClause(text, start, end) || !isNegated(text, start);
}
