/** The negation guard: a match directly preceded by a negation in its clause does not count. */
import { isClauseBoundary, isGuardWordChar } from './segment';
import { NEGATION_WORDS, SUBJECTS } from './vocabulary/negation';

const GUARD_WORDS = 3;

/** Whether a word ending in this character may be a negation word: all end in t, o, r, e or g. */
function mayEndNegation(c: number): boolean {
  const last = c | 0x20;
  return last === 0x74 || last === 0x6f || last === 0x72 || last === 0x65 || last === 0x67;
}

function isNegationWord(word: string): boolean {
  // Most words are rejected by their last letter, without lower-casing.
  if (!mayEndNegation(word.charCodeAt(word.length - 1))) return false;
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
    // Most words are rejected by their last letter, without being copied out of the text.
    if (mayEndNegation(text.charCodeAt(end - 1)) && isNegationWord(text.slice(i, end))) return true;
  }
  return false;
}

/** The longest first-person subject, and the letters (either case) subjects start with. */
const SUBJECT_LENGTH = Math.max(...[...SUBJECTS].map((subject) => subject.length));
const SUBJECT_INITIALS = new Set(
  [...SUBJECTS].flatMap((subject) => [subject.charCodeAt(0), subject.toUpperCase().charCodeAt(0)]),
);

/**
 * The match carries its own negation ("without waiting for approval"), or starts a clause of its
 * own with a first-person subject ("… isn't on disk I'm simulating …"): the guard does not apply.
 */
function opensOwnClause(text: string, start: number, end: number): boolean {
  let i = start;
  while (i < end && isGuardWordChar(text.charCodeAt(i))) i++;
  if (i === start) return false;
  // Most first words can be neither, by their last letter, length and first letter: they are
  // rejected without being copied out of the text and lower-cased.
  const mayNegate = mayEndNegation(text.charCodeAt(i - 1));
  const initial = text.charCodeAt(start);
  const maySubject =
    i - start <= SUBJECT_LENGTH && (initial >= 0x80 || SUBJECT_INITIALS.has(initial));
  if (!mayNegate && !maySubject) return false;
  const first = text.slice(start, i);
  return (mayNegate && isNegationWord(first)) || (maySubject && SUBJECTS.has(first.toLowerCase()));
}

export function survivesGuard(text: string, start: number, end: number): boolean {
  return opensOwnClause(text, start, end) || !isNegated(text, start);
}
