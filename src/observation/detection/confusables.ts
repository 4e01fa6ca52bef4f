/**
 * Look-alike letters: characters that Unicode's confusables data (UTS #39, `confusables.txt`)
 * maps to the same skeleton as a Latin letter or the apostrophe, with the Latin character a
 * reader takes them for. Cyrillic а/е/о/р/с, Greek ο/ι, dotless ı, Cherokee Ꭺ, small capitals.
 *
 * The data comes from the `unhomoglyph` package (Unicode's table as JSON, character → prototype).
 * Only characters whose prototype is a Latin letter's (or the apostrophe's) are kept, so the
 * table never turns a letter into a digit or punctuation, and ASCII itself is never remapped
 * (the skeleton of `m` is `rn`, of `I` is `l`: prototypes, not readings).
 */
import prototypes from 'unhomoglyph/data.json';

const PROTOTYPES = prototypes as Record<string, string>;
const LATIN = /^[A-Za-z]$/;

/** Prototype → the ASCII characters that have it: 'l' → ['I', 'l'], 'rn' → ['m']. */
function readingsByPrototype(): Map<string, string[]> {
  const readings = new Map<string, string[]>();
  const add = (ch: string): void => {
    const prototype = PROTOTYPES[ch] ?? ch;
    const list = readings.get(prototype);
    if (list) list.push(ch);
    else readings.set(prototype, [ch]);
  };
  for (let c = 65; c <= 90; c++) add(String.fromCharCode(c));
  for (let c = 97; c <= 122; c++) add(String.fromCharCode(c));
  add("'");
  return readings;
}

/** The reading of a look-alike: the same case as the look-alike where the prototype allows. */
function reading(source: string, candidates: readonly string[]): string {
  const upper = source !== source.toLowerCase();
  const letters = candidates.filter((c) => LATIN.test(c));
  if (letters.length === 0) return candidates[0];
  return (
    letters.find((c) => upper === (c !== c.toLowerCase())) ??
    (upper ? letters[0].toUpperCase() : letters[0].toLowerCase())
  );
}

function buildTable(): Map<number, string> {
  const readings = readingsByPrototype();
  const table = new Map<number, string>();
  for (const [source, prototype] of Object.entries(PROTOTYPES)) {
    const cp = source.codePointAt(0)!;
    // Single BMP characters beyond ASCII only (NFKC already reads the mathematical letters); letters (and marks) only, except apostrophe forms.
    if (cp < 0x80 || cp > 0xffff || source.length !== 1) continue;
    const candidates = readings.get(prototype);
    if (!candidates) continue;
    if (candidates[0] !== "'" && !/^\p{L}$/u.test(source)) continue;
    table.set(cp, reading(source, candidates));
  }
  return table;
}

/** Code point of a look-alike → the ASCII letter (or apostrophe) it reads as. */
export const LOOKALIKES: ReadonlyMap<number, string> = buildTable();

/** Any look-alike, for a quick test that a text has none. */
export const LOOKALIKE_CHAR = new RegExp(
  `[${[...LOOKALIKES.keys()].map((cp) => `\\u${cp.toString(16).padStart(4, '0')}`).join('')}]`,
);
