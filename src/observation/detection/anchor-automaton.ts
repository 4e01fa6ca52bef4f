/**
 * The prefilter's literal search: an Aho–Corasick automaton that finds every occurrence of every
 * anchor literal in one pass over the text, case-insensitively as the rules' `i` flag compares,
 * with a space in a literal standing for a run of whitespace. Its cost per character does not
 * depend on how many literals the catalogue has.
 */
import { isWordChar } from './segment';

export interface AnchorLiteral {
  /** Lower-case text; a space stands for one or more whitespace characters. */
  readonly text: string;
  /** Whether an occurrence counts only at a word start (its rules begin with `\b`). */
  readonly wordStart: boolean;
}

/** Symbol of a character no literal contains. */
const OTHER = 0;
/** Symbol of every whitespace character (a run of them is read as one). */
const SPACE = 1;

/** The code units JavaScript's `\s` matches. */
const WHITESPACE_CODES = [
  0x09, 0x0a, 0x0b, 0x0c, 0x0d, 0x20, 0xa0, 0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005,
  0x2006, 0x2007, 0x2008, 0x2009, 0x200a, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff,
];

/**
 * The character a case-insensitive, non-unicode regex compares: its upper case, unless that is
 * not one character or would turn a non-ASCII character into an ASCII one.
 */
function canonical(ch: string): string {
  const upper = ch.toUpperCase();
  if (upper.length !== 1) return ch;
  if (ch.charCodeAt(0) >= 128 && upper.charCodeAt(0) < 128) return ch;
  return upper;
}

/** The occurrences one scan found, as parallel arrays; entries from `count` on are unused. */
export interface AnchorHits {
  readonly count: number;
  readonly starts: Int32Array;
  readonly literals: Int32Array;
}

export class AnchorAutomaton {
  /** UTF-16 code unit → symbol. */
  private readonly symbolOf = new Uint16Array(65536).fill(OTHER);
  private readonly alphabet: number;
  /** Transition table: `delta[state * alphabet + symbol]`. */
  private readonly delta: Uint16Array | Int32Array;
  /** Per state: the literals that end there, as a range of `outputs`. */
  private readonly outputStart: Int32Array;
  private readonly outputs: Int32Array;
  /** Per literal: its length in symbols, and whether it counts only at a word start. */
  private readonly lengths: Int32Array;
  private readonly wordStart: Uint8Array;
  private readonly ringMask: number;
  /** Where each of the last symbols read began in the text (scans run one at a time). */
  private readonly ring: Int32Array;
  /** States from this number on have literals ending there; those below have none. */
  private readonly firstWithOutput: number;

  constructor(literals: readonly AnchorLiteral[]) {
    // Symbols: one per canonical character the literals use; every case variant maps to it.
    const symbolOfCanonical = new Map<string, number>();
    let symbols = 2;
    for (const { text } of literals) {
      for (const ch of text) {
        if (ch === ' ') continue;
        for (let i = 0; i < ch.length; i++) {
          const key = canonical(ch[i]);
          if (!symbolOfCanonical.has(key)) symbolOfCanonical.set(key, symbols++);
        }
      }
    }
    for (const c of WHITESPACE_CODES) this.symbolOf[c] = SPACE;
    // Every character a case-insensitive regex equates with one the literals use.
    for (let c = 0; c < 65536; c++) {
      const symbol = symbolOfCanonical.get(canonical(String.fromCharCode(c)));
      if (symbol !== undefined) this.symbolOf[c] = symbol;
    }
    this.alphabet = symbols;

    // The trie.
    const children: Map<number, number>[] = [new Map<number, number>()];
    const ends: number[][] = [[]];
    this.lengths = new Int32Array(literals.length);
    this.wordStart = new Uint8Array(literals.length);
    let longest = 1;
    literals.forEach((literal, index) => {
      let state = 0;
      let length = 0;
      for (let i = 0; i < literal.text.length; i++) {
        const symbol = this.symbolOf[literal.text.charCodeAt(i)];
        length++;
        let next = children[state].get(symbol);
        if (next === undefined) {
          next = children.length;
          children.push(new Map<number, number>());
          ends.push([]);
          children[state].set(symbol, next);
        }
        state = next;
      }
      ends[state].push(index);
      this.lengths[index] = length;
      this.wordStart[index] = literal.wordStart ? 1 : 0;
      longest = Math.max(longest, length);
    });

    // Failure links breadth first, turned into a full transition table; each state's outputs
    // include those of its failure chain.
    const states = children.length;
    const alphabet = this.alphabet;
    const delta = new Int32Array(states * alphabet);
    const fail = new Int32Array(states);
    const outputLists: number[][] = ends.map((list) => [...list]);
    const queue: number[] = [];
    for (const [symbol, child] of children[0]) {
      delta[symbol] = child;
      queue.push(child);
    }
    for (let head = 0; head < queue.length; head++) {
      const state = queue[head];
      const base = state * alphabet;
      const failBase = fail[state] * alphabet;
      for (let symbol = 0; symbol < alphabet; symbol++) {
        const child = children[state].get(symbol);
        if (child === undefined) {
          delta[base + symbol] = delta[failBase + symbol];
        } else {
          delta[base + symbol] = child;
          fail[child] = delta[failBase + symbol];
          for (const literal of outputLists[fail[child]]) outputLists[child].push(literal);
          queue.push(child);
        }
      }
    }
    // States renumbered breadth first, so the shallow states a text keeps returning to share
    // cache lines; 16-bit entries when they fit halve the table again. States where a literal
    // ends come after all the others: whether a state has any is then one comparison, not a
    // read of a table as large as the states. The root ends no literal (none is empty), so it
    // stays state 0, where the scan restarts.
    const breadthFirst = [0, ...queue];
    const silent = breadthFirst.filter((state) => outputLists[state].length === 0);
    const order = [...silent, ...breadthFirst.filter((state) => outputLists[state].length > 0)];
    this.firstWithOutput = silent.length;
    const renumbered = new Int32Array(states);
    order.forEach((state, index) => (renumbered[state] = index));
    const table =
      states < 65536 ? new Uint16Array(states * alphabet) : new Int32Array(states * alphabet);
    this.outputStart = new Int32Array(states + 1);
    const flat: number[] = [];
    order.forEach((state, index) => {
      for (let symbol = 0; symbol < alphabet; symbol++) {
        table[index * alphabet + symbol] = renumbered[delta[state * alphabet + symbol]];
      }
      this.outputStart[index] = flat.length;
      for (const literal of outputLists[state]) flat.push(literal);
    });
    this.outputStart[states] = flat.length;
    this.delta = table;
    this.outputs = Int32Array.from(flat);
    let ring = 1;
    while (ring < longest + 1) ring <<= 1;
    this.ringMask = ring - 1;
    this.ring = new Int32Array(ring);
  }

  /**
   * Every occurrence, in order of where it ends: `starts[k]` and `literals[k]` for k below
   * `count`, `literals[k]` being the index in the constructor's list. Occurrences of one literal
   * come in order of their starts. With `into`, its arrays are written over when they have room
   * (a caller reusing them between texts allocates nothing for ordinary ones).
   */
  scan(text: string, into?: AnchorHits): AnchorHits {
    const { symbolOf, delta, alphabet, outputStart, outputs, lengths, wordStart, ringMask } = this;
    const { firstWithOutput, ring } = this;
    const n = text.length;
    // Room for an occurrence every 8 characters, which ordinary text stays under.
    const room = Math.max(64, n >> 3);
    let starts: Int32Array =
      into && into.starts.length >= room ? into.starts : new Int32Array(room);
    let found: Int32Array =
      into && into.literals.length >= starts.length ? into.literals : new Int32Array(starts.length);
    let count = 0;
    let state = 0;
    let read = 0;
    let previousSpace = false;
    for (let i = 0; i < n; i++) {
      const symbol = symbolOf[text.charCodeAt(i)];
      if (symbol === OTHER) {
        // No literal contains this character: every partial match ends here, and no occurrence
        // found later reaches back past it, so it needs no place in the ring.
        state = 0;
        previousSpace = false;
        continue;
      }
      if (symbol === SPACE) {
        if (previousSpace) continue;
        previousSpace = true;
      } else {
        previousSpace = false;
      }
      ring[read & ringMask] = i;
      read++;
      state = delta[state * alphabet + symbol];
      if (state < firstWithOutput) continue;
      const end = outputStart[state + 1];
      for (let k = outputStart[state]; k < end; k++) {
        const literal = outputs[k];
        const start = ring[(read - lengths[literal]) & ringMask];
        if (wordStart[literal] === 1 && start > 0 && isWordChar(text.charCodeAt(start - 1))) {
          continue;
        }
        if (count === starts.length) {
          starts = grow(starts);
          found = grow(found);
        }
        starts[count] = start;
        found[count++] = literal;
      }
    }
    return { count, starts, literals: found };
  }
}

function grow(array: Int32Array): Int32Array {
  const grown = new Int32Array(array.length * 2);
  grown.set(array);
  return grown;
}
