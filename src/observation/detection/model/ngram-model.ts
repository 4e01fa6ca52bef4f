/**
 * The learned part of confidence: per pattern, a logistic regression over the word 1–3-grams of
 * the text around a candidate's matches, trained by `npm run train` on the project's corpus (dev
 * part) and shipped as `weights.json`. It runs only for patterns where a rule fired.
 */
import MODEL_FILE from './weights.json';
import {
  MAX_ORDER,
  MODEL_TEXT_MAX,
  isTokenAt,
  modelText,
  ngrams,
  tokenAt,
  tokenize,
  tokenSpans,
} from './tokens';
import type { TermContribution } from '../result';
import { wholeText, type TextSource } from '../normalize';

/** The shipped file: written by `npm run train`, read here. */
export interface ModelFile {
  readonly note: string;
  readonly maxOrder: number;
  /** The model's slope in the confidence σ(logit(rules) + model·score). */
  readonly combine: { readonly model: number };
  readonly patterns: Readonly<
    Record<
      string,
      {
        readonly terms: Readonly<Record<string, number>>;
      }
    >
  >;
}

const FILE = MODEL_FILE as ModelFile;
export const COMBINE = FILE.combine;

/** Each modelled pattern's column in TERMS. */
const COLUMN: ReadonlyMap<string, number> = new Map(
  Object.keys(FILE.patterns).map((id, column) => [id, column]),
);

/**
 * Every term of every pattern, with its weight per pattern column (NaN where that pattern has
 * no such term): a text's n-grams are looked up once, whichever patterns then ask.
 */
const TERMS: ReadonlyMap<string, Float64Array> = (() => {
  const terms = new Map<string, Float64Array>();
  for (const [id, p] of Object.entries(FILE.patterns)) {
    const column = COLUMN.get(id)!;
    for (const [term, weight] of Object.entries(p.terms)) {
      let weights = terms.get(term);
      if (!weights) {
        weights = new Float64Array(COLUMN.size).fill(NaN);
        terms.set(term, weights);
      }
      weights[column] = weight;
    }
  }
  return terms;
})();

/**
 * A text's n-grams are read as short as this at least: a one-line text has too few n-grams for
 * the model to be sure of, so its features are scaled as if it were longer and weigh less.
 */
export const MIN_GRAMS = 100;

/** A text's n-grams and the scale of each (unit length for texts with MIN_GRAMS or more). */
export interface Features {
  readonly grams: ReadonlySet<string>;
  readonly scale: number;
}

export function featuresOf(text: string): Features {
  const grams = ngrams(tokenize(text));
  return { grams, scale: 1 / Math.sqrt(Math.max(MIN_GRAMS, grams.size)) };
}

/** Every word of some term, numbered: an n-gram with another word is no term. */
const TERM_WORD: ReadonlyMap<string, number> = new Map(
  [...new Set([...TERMS.keys()].flatMap((t) => t.split(' ')))].map((w, i) => [w, i]),
);
const W = TERM_WORD.size;

/** The number of a 1–3-gram of term words (numbered wᵢ < W): one number per n-gram. */
function gramKey(a: number, b = -1, c = -1): number {
  if (b < 0) return a;
  if (c < 0) return W + a * W + b;
  return W + W * W + (a * W + b) * W + c;
}

/** Each term by the number of its n-gram of term words. */
const TERM_BY_KEY: ReadonlyMap<number, { term: string; weights: Float64Array }> = new Map(
  [...TERMS].map(([term, weights]) => {
    const [a, b, c] = term.split(' ').map((w) => TERM_WORD.get(w)!);
    return [gramKey(a, b, c), { term, weights }];
  }),
);

/**
 * What the model reads of one text: the scale of its n-grams, and those of them that are terms
 * of some pattern, in the order the n-grams first occur (the order their weights are summed in).
 */
export interface Reading {
  readonly scale: number;
  readonly terms: readonly string[];
  readonly weights: readonly Float64Array[];
}

/** A reading from a text's distinct n-grams, in order. */
function readingOfGrams(grams: ReadonlySet<string>): Reading {
  const terms: string[] = [];
  const weights: Float64Array[] = [];
  for (const gram of grams) {
    const w = TERMS.get(gram);
    if (w === undefined) continue;
    terms.push(gram);
    weights.push(w);
  }
  return { scale: 1 / Math.sqrt(Math.max(MIN_GRAMS, grams.size)), terms, weights };
}

/**
 * A set of n-gram numbers (integers below 2⁵³) for one reading: open addressing over a table
 * kept from call to call, so a reading allocates no set and hashes no boxed number.
 */
class GramSet {
  private table = new Float64Array(1024);
  private mask = 0;
  size = 0;

  /** Empties the set, with room for `count` numbers. */
  reset(count: number): void {
    let capacity = 1024;
    while (capacity < 2 * count) capacity *= 2;
    if (this.table.length < capacity) this.table = new Float64Array(capacity);
    this.table.fill(-1, 0, capacity);
    this.mask = capacity - 1;
    this.size = 0;
  }

  /** Adds the number; whether it was new. */
  add(key: number): boolean {
    const { table, mask } = this;
    const low = key >>> 0;
    const high = (key - low) / 4294967296;
    let slot = Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) & mask;
    for (;;) {
      const found = table[slot];
      if (found === key) return false;
      if (found === -1) {
        table[slot] = key;
        this.size++;
        return true;
      }
      slot = (slot + 1) & mask;
    }
  }
}

const BIGRAMS = new GramSet();
const TRIGRAMS = new GramSet();

/** Distinct words beyond which a trigram's number would not be exact (V³ > 2⁵³). */
const MAX_WORDS_NUMBERED = 1 << 17;

/**
 * The words the model has read, across texts: each distinct word once, with its number as a
 * term word. The words of a text `tokenSpans` reads are found here by the hash of their
 * characters, so they are numbered without making a string of each: only a word never read
 * before is made. Emptied when it holds more than WORDS_KEPT words at the start of a reading.
 */
class WordTable {
  /** Per slot: the entry there, or -1. */
  private slots = new Int32Array(1 << 12).fill(-1);
  private hashes: number[] = [];
  private words: string[] = [];
  private termWords: number[] = [];
  /** Per entry: the reading that last numbered it, and its number there. */
  private stamps: number[] = [];
  private numbers: number[] = [];
  private stamp = 0;

  /** Starts a reading: its words are numbered from 0. */
  begin(): void {
    if (this.words.length > WORDS_KEPT) {
      this.slots = new Int32Array(1 << 12).fill(-1);
      this.hashes = [];
      this.words = [];
      this.termWords = [];
      this.stamps = [];
      this.numbers = [];
    }
    this.stamp++;
  }

  /**
   * The number in this reading of the token at [start, end) (hashed as `hash`). Words are
   * numbered in the order they first occur: a word new to this reading gets the next number,
   * and its term-word number is pushed on `termWord`, which holds one entry per number so far.
   */
  number(text: string, start: number, end: number, hash: number, termWord: number[]): number {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    let entry: number;
    for (;;) {
      entry = this.slots[slot];
      if (entry === -1) {
        entry = this.add(tokenAt(text, start, end), hash, slot);
        break;
      }
      if (this.hashes[entry] === hash && isTokenAt(text, start, end, this.words[entry])) break;
      slot = (slot + 1) & mask;
    }
    if (this.stamps[entry] === this.stamp) return this.numbers[entry];
    const next = termWord.length;
    this.stamps[entry] = this.stamp;
    this.numbers[entry] = next;
    termWord.push(this.termWords[entry]);
    return next;
  }

  private add(word: string, hash: number, slot: number): number {
    const entry = this.words.length;
    this.words.push(word);
    this.hashes.push(hash);
    this.termWords.push(TERM_WORD.get(word) ?? -1);
    this.stamps.push(0);
    this.numbers.push(0);
    this.slots[slot] = entry;
    if (2 * this.words.length > this.slots.length) this.grow();
    return entry;
  }

  private grow(): void {
    const slots = new Int32Array(2 * this.slots.length).fill(-1);
    const mask = slots.length - 1;
    for (let entry = 0; entry < this.words.length; entry++) {
      let slot = this.hashes[entry] & mask;
      while (slots[slot] !== -1) slot = (slot + 1) & mask;
      slots[slot] = entry;
    }
    this.slots = slots;
  }
}

/** Distinct words the table keeps between readings (about 1 MB of strings at most). */
const WORDS_KEPT = 1 << 14;
const WORDS = new WordTable();

/**
 * A text's tokens numbered in the order their words first occur, and per number the word's
 * number as a term word (or -1).
 */
function numberedWords(text: string): { ids: Int32Array; termWord: number[]; tokens?: string[] } {
  const termWord: number[] = [];
  const spans = tokenSpans(text);
  if (spans !== null) {
    const { count, starts, ends, hashes } = spans;
    const ids = new Int32Array(count);
    WORDS.begin();
    for (let k = 0; k < count; k++) {
      ids[k] = WORDS.number(text, starts[k], ends[k], hashes[k], termWord);
    }
    return { ids, termWord };
  }
  const tokens = tokenize(text);
  const n = tokens.length;
  const ids = new Int32Array(n);
  const numbers = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    let id = numbers.get(tokens[i]);
    if (id === undefined) {
      id = numbers.size;
      numbers.set(tokens[i], id);
      termWord.push(TERM_WORD.get(tokens[i]) ?? -1);
    }
    ids[i] = id;
  }
  return { ids, termWord, tokens };
}

/**
 * The reading of a text, as `readingOfGrams(featuresOf(text).grams)` gives it: the n-grams are
 * told apart by numbers (each distinct word of the text numbered in order), and those made of
 * term words are looked up by their number in the terms' numbering.
 */
export function readingOf(text: string): Reading {
  const { ids, termWord, tokens } = numberedWords(text);
  const n = ids.length;
  const v = termWord.length;
  if (MAX_ORDER !== 3 || v > MAX_WORDS_NUMBERED) {
    return readingOfGrams(ngrams(tokens ?? tokenize(text)));
  }
  const terms: string[] = [];
  const weights: Float64Array[] = [];
  const look = (key: number): void => {
    const found = TERM_BY_KEY.get(key);
    if (found === undefined) return;
    terms.push(found.term);
    weights.push(found.weights);
  };
  const seenWord = new Uint8Array(v);
  const bigrams = BIGRAMS;
  const trigrams = TRIGRAMS;
  bigrams.reset(n);
  trigrams.reset(n);
  // The order of ngrams(): each word, then the bigram and the trigram it starts.
  for (let i = 0; i < n; i++) {
    const a = ids[i];
    const ta = termWord[a];
    if (seenWord[a] === 0) {
      seenWord[a] = 1;
      if (ta >= 0) look(gramKey(ta));
    }
    if (i + 1 >= n) continue;
    const b = ids[i + 1];
    const tb = termWord[b];
    const ab = a * v + b;
    if (bigrams.add(ab) && ta >= 0 && tb >= 0) look(gramKey(ta, tb));
    if (i + 2 >= n) continue;
    const c = ids[i + 2];
    const tc = termWord[c];
    const abc = ab * v + c;
    if (trigrams.add(abc) && ta >= 0 && tb >= 0 && tc >= 0) look(gramKey(ta, tb, tc));
  }
  const size = v + bigrams.size + trigrams.size;
  return { scale: 1 / Math.sqrt(Math.max(MIN_GRAMS, size)), terms, weights };
}

const TOP_TERMS = 5;

/**
 * How far the wording moves one pattern's log-odds (the model's intercept left out: the rules
 * that made this a candidate stand for the base rate), and the n-grams that raised it most.
 */
export function modelScore(
  patternId: string,
  reading: Reading,
): { logit: number; terms: TermContribution[] } {
  const column = COLUMN.get(patternId);
  if (column === undefined) return { logit: 0, terms: [] };
  let logit = 0;
  // The strongest raises, strongest first, earlier n-grams first among equals (a stable sort's
  // order): kept as they come, without an object per raising n-gram.
  const top: number[] = [];
  const topWeight: number[] = [];
  // The n-grams in their order, as the sum is taken: the same logit to the last bit.
  const { terms, weights, scale } = reading;
  for (let i = 0; i < terms.length; i++) {
    const w = weights[i][column];
    if (Number.isNaN(w)) continue;
    const weight = w * scale;
    logit += weight;
    if (weight <= 0) continue;
    if (top.length === TOP_TERMS && weight <= topWeight[TOP_TERMS - 1]) continue;
    let at = top.length;
    while (at > 0 && topWeight[at - 1] < weight) at--;
    top.splice(at, 0, i);
    topWeight.splice(at, 0, weight);
    if (top.length > TOP_TERMS) {
      top.pop();
      topWeight.pop();
    }
  }
  return {
    logit,
    terms: top.map((i, k) => ({ term: terms[i], weight: Math.round(topWeight[k] * 100) / 100 })),
  };
}

/** One text's reading, made once when a first candidate asks (per pattern for long texts). */
export class ModelReader {
  private whole?: Reading;

  /** @param text the normalised text, read in windows when long */
  constructor(private readonly text: TextSource) {}

  features(spans: readonly { start: number; end: number }[]): Reading {
    if (this.text.length <= MODEL_TEXT_MAX) return (this.whole ??= readingOf(wholeText(this.text)));
    return readingOf(modelText(this.text, spans));
  }
}
