/**
 * Context guards: whether a match is the agent's own claim about its own work. A match does not
 * count when it is quoted, reported as someone else's words or deeds (a review quoting an agent,
 * rules quoted back, a postmortem about "the agent"), announced as a plan rather than claimed as
 * done, or, for decisions reserved to humans, done with a named human's approval or only asked
 * about in a question.
 */
import { RegExpParser } from '@eslint-community/regexpp';
import { AnchorAutomaton } from './anchor-automaton';
import type { DetectionRule, PatternDefinition } from './catalogue';
import { analyzeRegex } from './regex-analysis';
import { firstAtOrAfter, Segments } from './segment';
import {
  DONE_BY_OTHER,
  HEADING_SANCTION,
  PLANNED,
  REPORTED,
  SANCTIONED,
  TURN,
} from './vocabulary/guards';

/** How far back a section heading is looked for, without crossing a blank line. */
const HEADING_REACH = 600;

/**
 * Whether the sentence that ends at `to` (its end mark, or where the text or the sentence reach
 * stops) is a question: asking "Should I disable the alert?" decides nothing.
 */
function endsWithQuestionMark(text: string, to: number): boolean {
  let i = Math.min(to, text.length - 1);
  while (i > 0 && /\s/.test(text[i])) i--;
  return text.charCodeAt(i) === 63; // ?
}

/**
 * Where the writer's own clause begins: after the last turn in [from, start), else `from`.
 * What a rule or a checklist said before the turn does not make the act after it reported.
 */
function lastTurn(text: string, from: number, start: number): number {
  const clause = text.slice(from, start);
  let turn = from;
  TURN.lastIndex = 0;
  for (let m = TURN.exec(clause); m !== null; m = TURN.exec(clause)) turn = from + m.index;
  return turn;
}

/** Marker phrases are searched for in blocks of this many characters, each block once. */
const BLOCK = 1024;
/** Characters past a marker's end that its closing assertions may read (`\b`, `(?!me\b)`). */
const LOOKAHEAD = 16;
/**
 * Runs of candidate starts up to this long are tried one sticky attempt at a time; longer ones
 * by one global search over them, which steps through positions faster than a call per position.
 */
const STICKY_RUN_MAX = 4;

/** One kind of marker phrase, with the longest text a marker can span. */
interface MarkerKind {
  readonly regex: RegExp;
  /** The same regex, sticky, for one attempt at a known start. */
  readonly sticky: RegExp;
  readonly maxLength: number;
  /**
   * The literals some part of every marker holds, or null when one alternative has none (the
   * blocks are then searched whole). Each literal's `before` is how far before its occurrence a
   * marker holding it may start: 0 for a literal a marker begins with.
   */
  readonly literals: { readonly automaton: AnchorAutomaton; readonly before: Int32Array } | null;
}

/**
 * The literals of a marker regex, alternative by alternative: those its markers begin with
 * where regex analysis finds them, else those they contain. Null when an alternative has
 * neither, or when every alternative has literals its markers begin with: the regex engine then
 * rejects the other positions at a glance itself, and a pass for the literals would only add to
 * it. An alternative that may begin anywhere (`\b(?!I\b)@?[\w.-]{2,40} (?:asked|requested) for`)
 * is attempted by the engine at every position, and only near its literals with them.
 */
function markerLiterals(source: string): MarkerKind['literals'] {
  const { alternatives } = new RegExpParser().parsePattern(source, 0, source.length, {
    unicode: false,
  });
  const byText = new Map<string, { before: number; wordStart: boolean }>();
  let beginsAnywhere = false;
  for (const { raw } of alternatives) {
    const { prefixes, anchors } = analyzeRegex(raw);
    const set = prefixes ?? anchors;
    if (!set) return null;
    if (!prefixes) beginsAnywhere = true;
    const before = prefixes ? 0 : set.before;
    for (const text of set.strings) {
      const known = byText.get(text);
      if (known) {
        known.before = Math.max(known.before, before);
        known.wordStart &&= set.wordStart;
      } else {
        byText.set(text, { before, wordStart: set.wordStart });
      }
    }
  }
  if (!beginsAnywhere) return null;
  const literals = [...byText];
  return {
    automaton: new AnchorAutomaton(literals.map(([text, { wordStart }]) => ({ text, wordStart }))),
    before: Int32Array.from(literals, ([, { before }]) => before),
  };
}

function markerKind(regex: RegExp): MarkerKind {
  const { maxLength } = analyzeRegex(regex.source);
  if (!Number.isFinite(maxLength)) throw new Error(`marker /${regex.source}/ is unbounded`);
  return {
    regex,
    sticky: new RegExp(regex.source, regex.flags.replace('g', '') + 'y'),
    maxLength,
    literals: markerLiterals(regex.source),
  };
}

const REPORTED_KIND = markerKind(REPORTED);
const PLANNED_KIND = markerKind(PLANNED);
const SANCTIONED_KIND = markerKind(SANCTIONED);

interface Block {
  readonly starts: number[];
  readonly ends: number[];
}

/**
 * Where the marker phrases of one kind occur in one text, found block by block as matches ask
 * about them: a guard looks at most a sentence either way, so the cost follows the matches, not
 * the length of the text. A block's search reads one character before it and a marker's length
 * after it, so markers are found as a scan of the whole text would find them (save that a
 * marker straddling two blocks may hide a different overlapping one when the blocks are
 * searched out of order). Where the kind's literals are known, the regex runs only where a
 * marker could start: at the occurrences of a literal markers begin with, or up to `before`
 * characters ahead of one they contain; tried in order, skipping those inside the marker last
 * found, these give the markers a scan of the block would.
 */
class Markers {
  private readonly blocks: (Block | undefined)[] = [];

  constructor(
    private readonly text: string,
    private readonly kind: MarkerKind,
  ) {}

  private block(b: number): Block {
    const found = this.blocks[b];
    if (found) return found;
    const { text } = this;
    const blockStart = b * BLOCK;
    const blockEnd = Math.min(text.length, blockStart + BLOCK);
    const previous = this.blocks[b - 1];
    const lastEnd = previous?.ends[previous.ends.length - 1] ?? 0;
    const from = Math.max(blockStart, lastEnd);
    const block: Block = { starts: [], ends: [] };
    if (this.kind.literals) this.searchNearLiterals(from, blockEnd, block);
    else this.searchWhole(blockStart, from, blockEnd, block);
    this.blocks[b] = block;
    return block;
  }

  /**
   * The markers starting in [from, to), by a global search of the text from `searchStart` on (one
   * character before it is read too, for `\b`).
   */
  private searchWhole(searchStart: number, from: number, to: number, block: Block): void {
    const { text } = this;
    const { regex, maxLength } = this.kind;
    const sliceStart = Math.max(0, searchStart - 1);
    const slice = text.slice(sliceStart, Math.min(text.length, to + maxLength + LOOKAHEAD));
    regex.lastIndex = from - sliceStart;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(slice)) !== null) {
      const start = sliceStart + m.index;
      if (start >= to) break;
      block.starts.push(start);
      block.ends.push(start + m[0].length);
      if (m[0].length === 0) regex.lastIndex++;
    }
  }

  /** The markers starting in [from, to), tried only where a literal lets one start. */
  private searchNearLiterals(from: number, to: number, block: Block): void {
    const { text } = this;
    const { sticky, maxLength, literals } = this.kind;
    // A marker starting before `to` lies, with the literal it holds, inside this slice.
    const sliceStart = Math.max(0, from - 1);
    const sliceEnd = Math.min(text.length, to + maxLength + LOOKAHEAD);
    const hits = literals!.automaton.scan(text.slice(sliceStart, sliceEnd));
    // Runs of positions where a marker may start, [runStarts[k], runEnds[k]], by start.
    const runStarts: number[] = [];
    const runEnds: number[] = [];
    for (let k = 0; k < hits.count; k++) {
      const at = sliceStart + hits.starts[k];
      const first = Math.max(from, at - literals!.before[hits.literals[k]]);
      const last = Math.min(to - 1, at);
      if (first > last) continue;
      // Occurrences come in order of their ends, so nearly in order of these starts.
      let i = runStarts.length;
      while (i > 0 && runStarts[i - 1] > first) i--;
      runStarts.splice(i, 0, first);
      runEnds.splice(i, 0, last);
    }
    // Positions before `next` are inside the last marker found or were tried already.
    let next = from;
    for (let k = 0; k < runStarts.length; k++) {
      const first = Math.max(runStarts[k], next);
      const last = runEnds[k];
      if (first > last) continue;
      if (last - first < STICKY_RUN_MAX) {
        for (let at = first; at <= last; at++) {
          if (at < next) continue;
          sticky.lastIndex = at;
          if (!sticky.test(text)) continue;
          block.starts.push(at);
          block.ends.push(sticky.lastIndex);
          next = Math.max(sticky.lastIndex, at + 1);
        }
      } else {
        const before = block.starts.length;
        this.searchWhole(first, first, last + 1, block);
        const latest = block.starts.length - 1;
        if (latest >= before) next = Math.max(block.ends[latest], block.starts[latest] + 1);
      }
      next = Math.max(next, last + 1);
    }
  }

  /** Whether a marker lies wholly inside [from, to), ignoring those overlapping [skipFrom, skipTo). */
  within(from: number, to: number, skipFrom = to, skipTo = to): boolean {
    if (from >= to) return false;
    for (let b = Math.floor(from / BLOCK); b * BLOCK < to; b++) {
      const { starts, ends } = this.block(b);
      for (let k = firstAtOrAfter(starts, from); k < starts.length && starts[k] < to; k++) {
        if (ends[k] > to) return false;
        if (ends[k] <= skipFrom || starts[k] >= skipTo) return true;
      }
    }
    return false;
  }
}

/** Whether the section heading above `from` (same paragraph, within reach) puts it in scope. */
function headingSanctions(text: string, from: number): boolean {
  const limit = Math.max(0, from - HEADING_REACH);
  let lineEnd = text.lastIndexOf('\n', from - 1);
  while (lineEnd > limit) {
    const lineStart = text.lastIndexOf('\n', lineEnd - 1) + 1;
    if (lineStart < limit) return false;
    const line = text.slice(lineStart, lineEnd);
    if (line.trim() === '') return false;
    if (/^\s{0,3}(?:#{1,6} |\*\*)/.test(line)) return HEADING_SANCTION.test(line);
    lineEnd = lineStart - 1;
  }
  return false;
}

/** The context of one text: marker positions, computed only once a match needs them. */
export class TextContext {
  private reported?: Markers;
  private planned?: Markers;
  private sanctioned?: Markers;
  private segments?: Segments;

  constructor(readonly text: string) {}

  /** Whether the match at [start, end) counts as the writer's own claim for this rule. */
  survives(start: number, end: number, rule: DetectionRule, pattern: PatternDefinition): boolean {
    const { text } = this;
    const segments = (this.segments ??= new Segments(text));
    if (segments.isQuoted(start, end)) return false;
    const from = segments.sentenceStart(start);
    const reportedFrom = pattern.sanctionable ? lastTurn(text, from, start) : from;
    if ((this.reported ??= new Markers(text, REPORTED_KIND)).within(reportedFrom, start)) {
      return false;
    }
    if (rule.claim && (this.planned ??= new Markers(text, PLANNED_KIND)).within(from, start)) {
      return false;
    }
    if (pattern.sanctionable) {
      DONE_BY_OTHER.lastIndex = end;
      if (DONE_BY_OTHER.test(text)) return false;
      const to = segments.sentenceEnd(end);
      if (endsWithQuestionMark(text, to)) return false;
      const sanctioned = (this.sanctioned ??= new Markers(text, SANCTIONED_KIND));
      if (sanctioned.within(from, to, start, end)) return false;
      // The approver is often named in the sentence after the change, or in its section heading.
      if (sanctioned.within(to, segments.sentenceEnd(to + 1))) return false;
      if (headingSanctions(text, from)) return false;
    }
    return true;
  }
}
