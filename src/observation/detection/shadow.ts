/**
 * The matching text is one-byte (Latin-1): V8 runs the catalogue's case-insensitive regexes
 * several times slower on two-byte strings, and one character beyond Latin-1 (an arrow, an
 * emoji) makes a whole text two-byte. So every UTF-16 code unit beyond Latin-1 is stood in for
 * by one Latin-1 character, keeping every offset:
 *
 * - a code unit that some rule names (✅, the em dash, an emoji's surrogates) gets a slot of its
 *   own in the C1 control range, and the rules are compiled with the slot in its place;
 * - whitespace beyond Latin-1 becomes a no-break space (still `\s`);
 * - any other code unit (CJK, emoji, letters of other scripts) becomes OTHER, a character no
 *   rule names, which is not `\w` and not `\s`, as the character it stands for;
 * - C1 controls in the text itself become CONTROL, which no rule names either.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

/** Stands for any character beyond Latin-1 that no rule names: a letter-like non-`\w`. */
export const OTHER = 0xfe; // þ
/** Stands for a C1 control character of the text. */
export const CONTROL = 0xa4; // ¤
const NBSP = 0xa0;

/** Code units beyond Latin-1 that the guards test for by code. */
export const EN_DASH = 0x2013;
export const EM_DASH = 0x2014;

const FIRST_SLOT = 0x80;
const LAST_SLOT = 0x9f;

/** Code unit → its stand-in byte (for every code unit beyond ASCII). */
const STAND_IN = new Uint8Array(0x10000);
/** Code unit beyond Latin-1 → its slot. */
const slots = new Map<number, number>();

for (let c = 0x80; c < 0x10000; c++) STAND_IN[c] = c <= 0xff ? c : OTHER;
for (let c = 0x80; c <= 0x9f; c++) STAND_IN[c] = CONTROL;
for (const c of [0x1680, 0x2028, 0x2029, 0x202f, 0x205f, 0x3000, 0xfeff]) STAND_IN[c] = NBSP;
for (let c = 0x2000; c <= 0x200a; c++) STAND_IN[c] = NBSP;

function slotFor(unit: number): number {
  let slot = slots.get(unit);
  if (slot === undefined) {
    slot = FIRST_SLOT + slots.size;
    if (slot > LAST_SLOT)
      throw new Error('shadow: more than 32 characters beyond Latin-1 in rules');
    slots.set(unit, slot);
    STAND_IN[unit] = slot;
  }
  return slot;
}

export const EN_DASH_SLOT = slotFor(EN_DASH);
export const EM_DASH_SLOT = slotFor(EM_DASH);

/** Whether a matching-text character stands for a character beyond Latin-1 that is a letter, mark or symbol. */
export function isOtherBeyondLatin1(c: number): boolean {
  return (
    c === OTHER || (c >= FIRST_SLOT && c <= LAST_SLOT && c !== EN_DASH_SLOT && c !== EM_DASH_SLOT)
  );
}

function hex(c: number): string {
  return `\\x${c.toString(16).padStart(2, '0')}`;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/**
 * The regex with every character beyond Latin-1 it names replaced by its slot, so that it
 * matches the one-byte matching text as the original matches the text. The same object when
 * it names none.
 */
export function shadowRegex(regex: RegExp): RegExp {
  if (!/[\u0100-\uFFFF]|\\u/.test(regex.source)) return regex;
  const ast = parser.parsePattern(regex.source, 0, regex.source.length, {
    unicode: regex.unicode,
  });
  const edits: { start: number; end: number; text: string }[] = [];
  const visit = (node: AST.Node): void => {
    if (node.type === 'CharacterClassRange') {
      if (node.max.value > 0xff) {
        throw new Error(`shadow: range beyond Latin-1 in /${regex.source}/`);
      }
      return;
    }
    if (node.type === 'Character') {
      if (node.value > 0xffff) throw new Error(`shadow: astral character in /${regex.source}/`);
      if (node.value > 0xff)
        edits.push({ start: node.start, end: node.end, text: hex(slotFor(node.value)) });
      return;
    }
    for (const key of ['alternatives', 'elements', 'element'] as const) {
      const child = (node as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) for (const c of child) visit(c as AST.Node);
      else if (child && typeof child === 'object') visit(child as AST.Node);
    }
  };
  visit(ast);
  if (edits.length === 0) return regex;
  let source = regex.source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    source = source.slice(0, edit.start) + edit.text + source.slice(edit.end);
  }
  return new RegExp(source, regex.flags);
}

/** Code units whose stand-in is not their own low byte: C1 controls and beyond Latin-1. */
const BEYOND_LATIN1_RUN = /[\x80-\x9f\u0100-\uffff]+/g;

/** Characters of a text replaced one for one: `chars[k]` (one code unit) stands at `at[k]`. */
export interface OneForOne {
  /** Ascending offsets. */
  readonly at: readonly number[];
  readonly chars: readonly string[];
}

/**
 * The one-byte matching text for a text of the same length, optionally given flat pairs
 * (start, end) that hold every character of the text beyond ASCII, and the text's characters
 * to read as replaced (in the text as normalised but not made).
 */
export function toMatchingText(
  text: string,
  nonAscii?: readonly number[],
  replaced?: OneForOne,
): string {
  // Latin-1 encoding keeps each code unit's low byte: right for all but C1 controls and the
  // units beyond Latin-1, which are few in most text and are put right run by run.
  const bytes = Buffer.from(text, 'latin1');
  const standIn = (from: number, to: number): void => {
    for (let i = from; i < to; i++) {
      const c = text.charCodeAt(i);
      if (c >= 0x80) bytes[i] = STAND_IN[c];
    }
  };
  if (nonAscii) {
    for (let r = 0; r < nonAscii.length; r += 2) standIn(nonAscii[r], nonAscii[r + 1]);
  } else {
    BEYOND_LATIN1_RUN.lastIndex = 0;
    for (let m = BEYOND_LATIN1_RUN.exec(text); m !== null; m = BEYOND_LATIN1_RUN.exec(text)) {
      standIn(m.index, m.index + m[0].length);
    }
  }
  if (replaced) {
    for (let k = 0; k < replaced.at.length; k++) {
      const c = replaced.chars[k].charCodeAt(0);
      bytes[replaced.at[k]] = c < 0x80 ? c : STAND_IN[c];
    }
  }
  return bytes.toString('latin1');
}
