/** The words of the negation guard: what negates a match, and who opens a clause of their own. */

/**
 * Words that negate a match they directly precede (also any word ending in "n't"). Each ends in
 * t, o, r, e or g: the guard rejects a word by its last letter before looking it up.
 */
export const NEGATION_WORDS = new Set([
  'not',
  'never',
  'no',
  'without',
  'cannot',
  'nor',
  'nothing',
  'none',
  'neither',
  'dont',
  'didnt',
  'doesnt',
  'wont',
  'cant',
  'havent',
  'hasnt',
  'hadnt',
  'isnt',
  'wasnt',
  'arent',
  'werent',
  'couldnt',
  'wouldnt',
  'shouldnt',
]);

/** First-person subjects: a match that starts with one opens its own clause. */
export const SUBJECTS = new Set([
  'i',
  "i'm",
  "i've",
  "i'll",
  "i'd",
  'we',
  "we're",
  "we've",
  "we'll",
]);
