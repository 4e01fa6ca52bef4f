/**
 * The prefilter and scanner: compiles every catalogue rule once, finds all anchor literals in one
 * pass of an Aho–Corasick automaton, and runs each rule only where an anchor makes a match possible.
 *
 * From each rule regex-analysis derives literals that every match begins with (prefixes) or
 * contains (anchors). A rule then runs once, sticky, at each occurrence of a prefix, or over
 * windows around each anchor as far as a match can reach from it, with window edges moved onto
 * word boundaries. A long alternation whose windows would cover much of a text runs as its
 * alternatives instead, each at its own literals. Every way finds exactly the matches a global
 * scan of the whole text would, in time linear in the text.
 */
import { AnchorAutomaton, type AnchorHits } from './anchor-automaton';
import { PATTERN_CATALOGUE, type DetectionRule, type PatternDefinition } from './catalogue';
import { survivesGuard } from './negation';
import {
  analyzeRegex,
  analyzeSplit,
  analyzeTail,
  anchorCost,
  splitAlternatives,
  type AnchorSet,
} from './regex-analysis';
import type { OffsetMap } from './offsets';
import { isWordChar } from './segment';
import { shadowRegex } from './shadow';

export interface Span {
  start: number;
  end: number;
}

/**
 * How a rule's own regex is run: 'sticky' at each occurrence of a literal every match starts
 * with; 'window' over regions around a literal every match contains; 'whole' over the text.
 */
type ScanMode = 'sticky' | 'window' | 'whole';

export interface Scanner {
  readonly index: number;
  readonly regex: RegExp;
  /** The same regex, sticky, for a single attempt at a known start. */
  readonly sticky: RegExp;
  readonly maxLength: number;
  readonly mode: ScanMode;
  /** The literals the prefilter looks for: match prefixes ('sticky') or contents ('window'). */
  readonly anchors: AnchorSet | null;
  /** False when window scanning cannot reproduce a whole-text scan (lookarounds, mixed edges). */
  readonly windowable: boolean;
  /**
   * For a 'window' scanner: its regex behind a lazy prefix of up to `anchors.before` characters,
   * sticky, with the match in group 1. One attempt from a position tries, in order, each start
   * up to `before` further: a literal's window is tried only where a match holding it can start.
   */
  readonly startBounded: RegExp | null;
  readonly snapStart: boolean;
  readonly snapEnd: boolean;
  /**
   * A second literal set: a match is possible only where an occurrence of `anchors` is followed,
   * no further than `reach` after its start, by one of these. A match then ends no further than
   * `tail` past the start of such an occurrence: the literal's own reach to the match's end when
   * the match holds it, 0 when it follows the match (a partner's). Null: `anchors` alone decide.
   */
  readonly second: {
    readonly anchors: AnchorSet;
    readonly reach: number;
    readonly tail: number;
  } | null;
  /**
   * A 'window' alternation's alternatives, in the regex's order, each compiled on its own: their
   * literals are rarer or closer to their matches than the whole alternation's, so where its
   * windows would cover much of a text, each alternative tried at its own literals does less.
   */
  readonly parts: readonly Scanner[] | null;
}

export interface CompiledRule {
  readonly rule: DetectionRule;
  readonly primary: Scanner;
  /**
   * The rule's own regex as the rule runs it: where a nearby partner is required, only near the
   * partner's literals (a match with no partner after it can never count).
   */
  readonly paired: Scanner;
  readonly partner: Scanner | null;
  readonly exception: Scanner | null;
}

export interface CompiledPattern {
  readonly pattern: PatternDefinition;
  readonly rules: readonly CompiledRule[];
  readonly evidence: readonly Scanner[];
}

const scannerBySource = new Map<string, Scanner>();
const scanners: Scanner[] = [];

/**
 * Alternations of fewer alternatives always run whole: each part's literals make the automaton
 * larger for every text, and a short alternation's windows are cheap to scan anyway.
 */
const PARTS_MIN = 32;

/**
 * How much commoner than the rule's own anchors either literal set of a split may be. A split
 * pays where its two sets are each common but seldom close together. Where one set is far
 * commoner than the anchors (a colon after rare words, a word like "the"), every text pays for
 * finding all its occurrences, which costs more than the windows the split saves.
 */
const SPLIT_MAX_COST_RATIO = 16;

function worthSplitting(
  split: { first: AnchorSet; second: AnchorSet },
  anchors: AnchorSet,
): boolean {
  const limit = SPLIT_MAX_COST_RATIO * anchorCost(anchors);
  return anchorCost(split.first) <= limit && anchorCost(split.second) <= limit;
}

/** `splittable`: whether an alternation may run as its parts (they need the prefilter). */
function compileScanner(original: RegExp, splittable = true): Scanner {
  // Rules run on the one-byte matching text, where characters beyond Latin-1 have stand-ins.
  return compileSource(shadowRegex(original).source, splittable);
}

function compileSource(source: string, splittable: boolean): Scanner {
  const existing = scannerBySource.get(source);
  if (existing) return existing;
  const analysis = analyzeRegex(source);
  if (analysis.problems.length > 0 || !Number.isFinite(analysis.maxLength)) {
    throw new Error(
      `detection rule /${source}/ is not linear-time: ` +
        (analysis.problems.join(', ') || 'unbounded match length'),
    );
  }
  const windowable =
    !analysis.hasLookaround && analysis.startEdge !== 'mixed' && analysis.endEdge !== 'mixed';
  const { prefixes, anchors } = analysis;
  // A sticky attempt costs a fraction of a window scan, so prefixes win unless far more frequent.
  const sticky =
    prefixes !== null && (anchors === null || anchorCost(prefixes) <= 4 * anchorCost(anchors));
  const mode: ScanMode = sticky ? 'sticky' : windowable && anchors ? 'window' : 'whole';
  // An alternation scanned in windows runs at every literal of every alternative, over windows
  // as wide as the widest; over a long text its alternatives, each tried only at its own
  // literals, do less.
  const alternatives = splittable && mode === 'window' ? splitAlternatives(source) : null;
  const parts =
    alternatives && alternatives.length >= PARTS_MIN
      ? alternatives.map((part) => compileSource(part, false))
      : null;
  // A window rule made of parts needs a literal of each: windows only where both are close.
  const candidate = mode === 'window' ? analyzeSplit(source) : null;
  const split = candidate && worthSplitting(candidate, anchors!) ? candidate : null;
  // A sticky rule whose later part needs a rarer literal than its prefixes: tried only at the
  // prefixes with one of those close behind (a failure word is common, a dismissal after it rare).
  const tail = mode === 'sticky' ? analyzeTail(source) : null;
  const rarerTail = tail && anchorCost(tail) < anchorCost(prefixes!) ? tail : null;
  const lookedFor = split
    ? split.first
    : mode === 'sticky'
      ? prefixes
      : mode === 'window'
        ? anchors
        : null;
  const scanner: Scanner = {
    index: scanners.length,
    regex: new RegExp(source, 'gi'),
    sticky: new RegExp(source, 'iy'),
    maxLength: analysis.maxLength,
    mode,
    anchors: lookedFor,
    windowable,
    // Only a rule's own scanners run as a global scan; parts and evidence are asked about regions.
    startBounded:
      splittable && mode === 'window'
        ? new RegExp(`[\\s\\S]{0,${lookedFor!.before}}?(${source})`, 'iy')
        : null,
    snapStart: analysis.startEdge === 'word',
    snapEnd: analysis.endEdge === 'word',
    // The tail's literal follows the head's, inside the match the head's literal reaches over;
    // or follows the prefix the match starts with, inside the longest match.
    second: split
      ? { anchors: split.second, reach: split.first.after, tail: split.second.after }
      : rarerTail && { anchors: rarerTail, reach: analysis.maxLength, tail: rarerTail.after },
    parts,
  };
  scanners.push(scanner);
  scannerBySource.set(source, scanner);
  return scanner;
}

/**
 * The rule's own scanner restricted to where a partner required within `within` characters
 * after a match can follow: a partner literal no further than the match's reach after the rule's
 * literal, the distance and the partner's own length.
 */
function pairedScanner(primary: Scanner, partner: Scanner | null, within: number | null): Scanner {
  if (!partner?.anchors || within === null || !primary.anchors || primary.second) return primary;
  const parts = primary.parts && primary.parts.map((part) => pairedScanner(part, partner, within));
  const scanner: Scanner = {
    ...primary,
    index: scanners.length,
    // Its windows end at a partner's literal: only matches ending before one are wanted.
    startBounded: null,
    // The partner starts after the match ends, and no later than its literal.
    second: {
      anchors: partner.anchors,
      reach: primary.anchors.after + within + partner.maxLength,
      tail: 0,
    },
    parts,
  };
  scanners.push(scanner);
  return scanner;
}

/** The rule as it runs on the matching text: its other regexes with stand-ins too. */
function shadowRule(rule: DetectionRule): DetectionRule {
  const unlessFollowedBy = rule.unlessFollowedBy && shadowRegex(rule.unlessFollowedBy);
  const unlessContains = rule.unlessContains && shadowRegex(rule.unlessContains);
  const unlessBetween = rule.requires?.unlessBetween && shadowRegex(rule.requires.unlessBetween);
  if (
    unlessFollowedBy === rule.unlessFollowedBy &&
    unlessContains === rule.unlessContains &&
    unlessBetween === rule.requires?.unlessBetween
  ) {
    return rule;
  }
  return {
    ...rule,
    unlessFollowedBy,
    unlessContains,
    requires: rule.requires && { ...rule.requires, unlessBetween },
  };
}

export const compiledPatterns: readonly CompiledPattern[] = PATTERN_CATALOGUE.map((pattern) => ({
  pattern,
  rules: pattern.rules.map((rule) => {
    const primary = compileScanner(rule.regex);
    const partner = rule.requires ? compileScanner(rule.requires.regex) : null;
    return {
      rule: shadowRule(rule),
      primary,
      paired: pairedScanner(primary, partner, rule.requires?.within ?? null),
      partner,
      exception: rule.unless ? compileScanner(rule.unless.regex) : null,
    };
  }),
  // Evidence tokens are searched without the prefilter: each is one scan, not one per part.
  evidence: pattern.evidenceTokens.map((token) => compileScanner(token, false)),
}));

/** Anchor literal → whether it counts only at a word start (for every scanner it wakes). */
const anchorWordStart = new Map<string, boolean>();

function noteAnchors({ strings, wordStart }: AnchorSet): void {
  for (const literal of strings) {
    anchorWordStart.set(literal, (anchorWordStart.get(literal) ?? true) && wordStart);
  }
}
/**
 * The scanners whose anchors the prefilter records: every rule's own regex, its partner and its
 * exception. A partner absent from the text rules its rule out before any match is run, and a
 * partner near a match is tried only at its own anchors.
 */
const prefiltered = new Set<Scanner>();
/** The prefiltered scanners a rule asks about directly, not only as an alternation's parts. */
const asked = new Set<Scanner>();
for (const compiled of compiledPatterns) {
  for (const { primary, paired, partner, exception } of compiled.rules) {
    for (const scanner of [primary, paired, partner, exception]) if (scanner) prefilter(scanner);
  }
}

function prefilter(scanner: Scanner, part = false): void {
  if (!scanner.anchors) return;
  prefiltered.add(scanner);
  if (!part) asked.add(scanner);
  noteAnchors(scanner.anchors);
  if (scanner.second) noteAnchors(scanner.second.anchors);
  for (const p of scanner.parts ?? []) prefilter(p, true);
}

const anchorLiterals = [...anchorWordStart.keys()];
const literalIndex = new Map(anchorLiterals.map((literal, index) => [literal, index]));
const automaton = new AnchorAutomaton(
  anchorLiterals.map((text) => ({ text, wordStart: anchorWordStart.get(text)! })),
);
const scannerCount = scanners.length;

/**
 * The distinct sets of anchor literals the scanners wait for (many share one): a text's
 * occurrences are grouped per set, so scanners with the same literals share the work.
 */
const setIdOf = new Map<string, number>();
/** Per set id: the literals it holds. */
const setMembers: number[][] = [];
function literalSet(strings: Iterable<string>): number {
  const members = [...new Set([...strings].map((literal) => literalIndex.get(literal)!))].sort(
    (a, b) => a - b,
  );
  const key = members.join(',');
  let id = setIdOf.get(key);
  if (id === undefined) {
    id = setMembers.length;
    setIdOf.set(key, id);
    setMembers.push(members);
  }
  return id;
}
/** Per scanner index: the set of its first literals and of its second, or -1. */
const firstSetOf = new Int32Array(scannerCount).fill(-1);
const secondSetOf = new Int32Array(scannerCount).fill(-1);
for (const scanner of prefiltered) {
  firstSetOf[scanner.index] = literalSet(scanner.anchors!.strings);
  if (scanner.second) secondSetOf[scanner.index] = literalSet(scanner.second.anchors.strings);
}
const setCount = setMembers.length;
/**
 * The sets only alternations' parts wait for: a text whose alternations all run whole (every
 * short one) never needs them, so they are noted only when a part is asked about.
 */
const partsOnly = new Uint8Array(setCount).fill(1);
for (const scanner of asked) {
  partsOnly[firstSetOf[scanner.index]] = 0;
  if (scanner.second) partsOnly[secondSetOf[scanner.index]] = 0;
}
/**
 * Per anchor literal, the sets that hold it: those of literal l at `sets[start[l]]` up to
 * `sets[start[l + 1]]`. One flat array instead of one per literal, so that a text's literals find
 * their sets without a lookup each.
 */
interface SetsOfLiteral {
  readonly start: Int32Array;
  readonly sets: Int32Array;
}

function setsOfLiteral(partsOnlySets: 0 | 1): SetsOfLiteral {
  const lists = anchorLiterals.map((): number[] => []);
  setMembers.forEach((members, id) => {
    if (partsOnly[id] === partsOnlySets) for (const literal of members) lists[literal].push(id);
  });
  const start = new Int32Array(lists.length + 1);
  lists.forEach((list, literal) => (start[literal + 1] = start[literal] + list.length));
  return { start, sets: Int32Array.from(lists.flat()) };
}
/** The asked-about sets of each literal, and its parts-only ones. */
const askedSetsOf = setsOfLiteral(0);
const partsSetsOf = setsOfLiteral(1);
/** Entries of every set's list of found literals together: a text finds each literal once. */
const membershipCount = setMembers.reduce((sum, members) => sum + members.length, 0);
/** Whether the prefilter records the scanner's anchors (every such scanner has a first set). */
const isPrefiltered = (scanner: Scanner): boolean => firstSetOf[scanner.index] !== -1;

// ---------------------------------------------------------------------------------------------
// Window scanning

/** Merged [start, end) pairs, appended in increasing start order. */
export class Windows {
  readonly bounds: number[] = [];

  /** The parts of these windows that lie inside `other`'s. */
  within(other: Windows): Windows {
    const out = new Windows();
    const a = this.bounds;
    const b = other.bounds;
    let i = 0;
    let j = 0;
    while (i < a.length && j < b.length) {
      const start = Math.max(a[i], b[j]);
      const end = Math.min(a[i + 1], b[j + 1]);
      if (start < end) out.add(start, end);
      if (a[i + 1] < b[j + 1]) i += 2;
      else j += 2;
    }
    return out;
  }

  add(start: number, end: number): void {
    const b = this.bounds;
    const n = b.length;
    if (n > 0 && start <= b[n - 1]) {
      if (end > b[n - 1]) b[n - 1] = end;
    } else {
      b.push(start, end);
    }
  }
}

export type MatchMode = 'iterate' | 'every-start';

/**
 * Runs a scanner over windows, returning matches as a whole-text global scan would
 * ('iterate'), or one match per start position ('every-start', for proximity questions).
 * Window edges move onto word boundaries when the regex starts or ends with \b, so \b
 * behaves at a window edge as it does in the whole text. With `until`, stops at (and returns
 * only) the first match it accepts.
 */
export function scanWindows(
  text: string,
  scanner: Scanner,
  windows: Windows,
  mode: MatchMode,
  until?: (span: Span) => boolean,
): Span[] {
  const spans: Span[] = [];
  const b = windows.bounds;
  const n = text.length;
  for (let w = 0; w < b.length; w += 2) {
    let start = Math.max(0, b[w]);
    let end = Math.min(n, b[w + 1]);
    if (scanner.snapStart) {
      while (start < end && start > 0 && isWordChar(text.charCodeAt(start - 1))) start++;
    }
    if (scanner.snapEnd) {
      while (end > start && end < n && isWordChar(text.charCodeAt(end))) end--;
    }
    if (start >= end) continue;
    const slice = start === 0 && end === n ? text : text.slice(start, end);
    if (collect(slice, start, scanner.regex, mode, spans, until)) return spans;
  }
  return until ? [] : spans;
}

/** Appends matches to `out`; with `until`, keeps only the first accepted one and returns true. */
export function collect(
  slice: string,
  offset: number,
  regex: RegExp,
  mode: MatchMode,
  out: Span[],
  until?: (span: Span) => boolean,
): boolean {
  regex.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = regex.exec(slice)) !== null) {
    const start = offset + m.index;
    const span = { start, end: start + m[0].length };
    if (until) {
      if (until(span)) {
        out.push(span);
        return true;
      }
    } else {
      out.push(span);
    }
    if (mode === 'every-start' || m[0].length === 0) regex.lastIndex = m.index + 1;
  }
  return false;
}

export const WHITESPACE_RUN = /\s+/g;

/**
 * Where a match of the sticky regex starting at `at` ends, or -1: a sticky `test` leaves the end
 * in `lastIndex` without building the match array `exec` would.
 */
function stickyEnd(sticky: RegExp, text: string, at: number): number {
  sticky.lastIndex = at;
  return sticky.test(text) ? sticky.lastIndex : -1;
}

/**
 * Per-scanner lists are plain arrays: a typed array of more than a few entries gets a buffer
 * outside the heap, which costs more to allocate than a small text's whole list is worth.
 */
const NO_STARTS: readonly number[] = [];
/**
 * Per anchor literal, while one text's occurrences are indexed: its rank among the literals found
 * plus one. Shared by every Scan (indexing runs start to end in one call) so that a text pays for
 * the literals it contains, not for zeroing a table of the whole catalogue's.
 */
const rankPlusOne = new Int32Array(anchorLiterals.length);

/** Sorted lists of starts merged into one, each start once. */
function merge(a: readonly number[], b: readonly number[]): number[] {
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let n = 0;
  while (i < a.length && j < b.length) {
    const x = a[i];
    const y = b[j];
    if (x <= y) {
      out[n++] = x;
      i++;
      if (x === y) j++;
    } else {
      out[n++] = y;
      j++;
    }
  }
  while (i < a.length) out[n++] = a[i++];
  while (j < b.length) out[n++] = b[j++];
  out.length = n;
  return out;
}

/** The first-literal starts followed, no further than `reach` after them, by a second-literal start. */
function pair(first: readonly number[], second: readonly number[], reach: number): number[] {
  const kept: number[] = [];
  let j = 0;
  for (const at of first) {
    while (j < second.length && second[j] < at) j++;
    if (j === second.length) break;
    if (second[j] - at <= reach) kept.push(at);
  }
  return kept;
}

/**
 * Two lists of spans, each sorted by start with one span per start, merged: where both have a
 * span at the same start, `first`'s.
 */
function mergeSpans(first: readonly Span[], second: readonly Span[]): Span[] {
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < first.length && j < second.length) {
    const a = first[i];
    const b = second[j];
    if (a.start <= b.start) {
      out.push(a);
      i++;
      if (a.start === b.start) j++;
    } else {
      out.push(b);
      j++;
    }
  }
  while (i < first.length) out.push(first[i++]);
  while (j < second.length) out.push(second[j++]);
  return out;
}

/**
 * Choices of how to scan, set so that tests can run every text each way and compare: results
 * never depend on them.
 *
 * When an alternation runs as its parts (see `Scan.byParts`): past `partsMinCovered` window
 * coverage, and with at least `charsPerPartAttempt` covered characters per attempt the parts
 * would make. Short texts gain from parts too (a 2 KB report's windows often cover half of it),
 * so no coverage is too small.
 *
 * When windows around one literal each are tried only at their possible starts (see
 * `Scan.windowMatches`): where `startCost` per start plus `attemptCost` per window is less than
 * the windows' length, all in characters of a window scan. The lazy prefix steps one start at a
 * time where a global scan skips ahead, and each regex call has a fixed cost.
 */
export const scanSettings = {
  partsMinCovered: 0,
  charsPerPartAttempt: 40,
  startCost: 1.7,
  attemptCost: 24,
};

/** One window over the whole text. */
function everywhere(text: string): Windows {
  const windows = new Windows();
  windows.add(0, text.length);
  return windows;
}

/** Hit arrays longer than this are not kept for the next text (a 1 MB log's would be megabytes). */
const KEPT_HITS_MAX = 64 * 1024;

/**
 * A scan's per-scanner tables and scratch arrays. Texts are scanned one at a time, so the tables
 * of a released scan go to the next one instead of being allocated again (about 17 KB a text,
 * most of a short text's garbage); a scan started while another is alive gets new ones.
 */
class ScanTables {
  /**
   * Per literal set: the ranks of its literals found, as a list threaded through `foundRank` and
   * `foundNext` from `foundHead[set]` (-1: none found).
   */
  readonly foundHead = new Int32Array(setCount).fill(-1);
  readonly foundRank = new Int32Array(membershipCount);
  readonly foundNext = new Int32Array(membershipCount);
  /** Per literal set: the starts of its literals found, merged, once asked for. */
  readonly setStarts: (number[] | undefined)[] = new Array<undefined>(setCount).fill(undefined);
  /** Per scanner index: where a match may start ('sticky') or contain its literal ('window'). */
  readonly candidates: (readonly number[] | undefined)[] = new Array<undefined>(scannerCount).fill(
    undefined,
  );
  readonly windows: (Windows | undefined)[] = new Array<undefined>(scannerCount).fill(undefined);
  readonly primary: (Span[] | undefined)[] = new Array<undefined>(scannerCount).fill(undefined);
  readonly everyStart: (Span[] | undefined)[] = new Array<undefined>(scannerCount).fill(undefined);
  /** The automaton's output arrays, written over by the next text. */
  hits: AnchorHits | undefined;
  private ranks = new Int32Array(0);
  private byRank = new Int32Array(0);
  private head = new Int32Array(0);

  keep(hits: AnchorHits): void {
    this.hits = hits.starts.length <= KEPT_HITS_MAX ? hits : undefined;
  }

  /**
   * A scratch array of at least `size` entries, valid until the scan is released: the occurrences'
   * ranks, their starts grouped by literal, where each literal's group begins. Kept for the next
   * text unless larger than a short text needs.
   */
  scratch(name: 'ranks' | 'byRank' | 'head', size: number): Int32Array {
    if (this[name].length >= size) return this[name];
    const array = new Int32Array(size);
    if (size <= KEPT_HITS_MAX) this[name] = array;
    return array;
  }

  /** The scanner indices and set ids written to, so clearing costs what the text used. */
  readonly touched: number[] = [];
  readonly touchedSets: number[] = [];

  clear(): void {
    this.foundHead.fill(-1);
    for (const set of this.touchedSets) this.setStarts[set] = undefined;
    for (const i of this.touched) {
      this.candidates[i] = undefined;
      this.windows[i] = undefined;
      this.primary[i] = undefined;
      this.everyStart[i] = undefined;
    }
    this.touched.length = 0;
    this.touchedSets.length = 0;
  }
}

let spareTables: ScanTables | null = null;

/**
 * Whether trying a window only at the starts a match holding its literal can have costs less than
 * scanning it (`scanSettings`). Windows are the literals' merged reaches: with as many windows as
 * literals, none merged, each holds one literal, and a match in it starts at most `before` ahead
 * of that literal; otherwise the windows are scanned.
 */
function startsCostLess(bounds: readonly number[], candidates: readonly number[]): boolean {
  if (candidates.length !== bounds.length / 2) return false;
  const { startCost, attemptCost } = scanSettings;
  let windowChars = 0;
  let boundedCost = 0;
  for (let w = 0; w < bounds.length; w += 2) {
    const from = Math.max(0, bounds[w]);
    windowChars += bounds[w + 1] - from;
    boundedCost += startCost * (candidates[w / 2] - from + 1) + attemptCost;
  }
  return boundedCost < windowChars;
}

/**
 * Per-call state: the anchor occurrences, and matches computed on demand. A scanner's candidate
 * starts or windows are built from the occurrences only when a caller asks about the scanner, so
 * rules ruled out before they run (and scanners only a debugging entry point uses) cost nothing.
 */
export class Scan {
  private readonly hits: AnchorHits;
  /**
   * The occurrences' starts grouped by literal found: those of the literal of rank r (its order
   * of first occurrence) in increasing order at `byRank[head[r]]` up to `byRank[head[r + 1]]`.
   * Built with the first question.
   */
  private head: Int32Array | null = null;
  private byRank: Int32Array | null = null;
  /** The literals found, by rank, and the entries of the found-literal lists in use. */
  private found: number[] | null = null;
  private entries = 0;
  private partsIndexed = false;
  /** Per alternation asked about in a long text: whether it runs as its parts there. */
  private partsChosen: Map<number, boolean> | null = null;
  /** Per found literal's rank: its starts, once asked for. */
  private byRankStarts: (number[] | undefined)[] = [];
  private readonly tables: ScanTables;
  private readonly candidates: (readonly number[] | undefined)[];
  private readonly windows: (Windows | undefined)[];
  private readonly primary: (Span[] | undefined)[];
  private readonly everyStart: (Span[] | undefined)[];

  /**
   * @param text the matching text
   * @param original the text as written, where matches are shown
   * @param map offsets in `text` back to `original`; null when they are the same
   */
  constructor(
    readonly text: string,
    readonly original: string = text,
    private readonly map: OffsetMap | null = null,
  ) {
    const tables = spareTables ?? new ScanTables();
    spareTables = null;
    this.tables = tables;
    ({
      candidates: this.candidates,
      windows: this.windows,
      primary: this.primary,
      everyStart: this.everyStart,
    } = tables);
    this.hits = automaton.scan(text, tables.hits);
    tables.keep(this.hits);
  }

  /**
   * Hands this scan's tables to the next one. The scan must not be asked anything afterwards;
   * spans it returned stay valid.
   */
  release(): void {
    this.tables.clear();
    spareTables = this.tables;
  }

  /** Spans of the matching text as spans of the original, where they are shown. */
  shown(spans: readonly Span[]): Span[] {
    const { map } = this;
    if (!map) return spans as Span[];
    return spans.map((s) => ({ start: map.start(s.start), end: map.end(s.end) }));
  }

  /**
   * Groups the occurrences' starts by literal and notes, for every literal set, which of its
   * literals occur: work per occurrence and per distinct literal found, not per literal of the
   * catalogue.
   */
  private index(): void {
    const { count, starts, literals } = this.hits;
    const { foundHead, foundRank, foundNext } = this.tables;
    const rankOf = this.tables.scratch('ranks', count);
    const { start: askedStart, sets: askedSets } = askedSetsOf;
    const found: number[] = [];
    const sizes: number[] = [];
    let entries = 0;
    for (let k = 0; k < count; k++) {
      const literal = literals[k];
      let rank = rankPlusOne[literal] - 1;
      if (rank < 0) {
        rank = found.length;
        found.push(literal);
        sizes.push(0);
        rankPlusOne[literal] = rank + 1;
        for (let t = askedStart[literal]; t < askedStart[literal + 1]; t++) {
          const set = askedSets[t];
          foundRank[entries] = rank;
          foundNext[entries] = foundHead[set];
          foundHead[set] = entries++;
        }
      }
      rankOf[k] = rank;
      sizes[rank]++;
    }
    // The shared table is left all zero again for the next text.
    for (const literal of found) rankPlusOne[literal] = 0;
    const byRank = this.tables.scratch('byRank', count);
    const head = this.tables.scratch('head', found.length + 1);
    head[0] = 0;
    for (let rank = 0; rank < found.length; rank++) head[rank + 1] = head[rank] + sizes[rank];
    // Occurrences of one literal come in order of their starts: filled in hit order, each
    // literal's starts come out sorted. `sizes` becomes where each literal's next one goes.
    for (let rank = 0; rank < found.length; rank++) sizes[rank] = head[rank];
    for (let k = 0; k < count; k++) byRank[sizes[rankOf[k]]++] = starts[k];
    this.head = head;
    this.byRank = byRank;
    this.byRankStarts = new Array<undefined>(found.length).fill(undefined);
    this.found = found;
    this.entries = entries;
  }

  /** Notes the parts-only sets' literals found, as `index` does the others', once per text. */
  private indexParts(): void {
    if (this.partsIndexed) return;
    this.partsIndexed = true;
    const { foundHead, foundRank, foundNext } = this.tables;
    const found = this.found!;
    const { start: partsStart, sets: partsSets } = partsSetsOf;
    let entries = this.entries;
    for (let rank = 0; rank < found.length; rank++) {
      const literal = found[rank];
      for (let t = partsStart[literal]; t < partsStart[literal + 1]; t++) {
        const set = partsSets[t];
        foundRank[entries] = rank;
        foundNext[entries] = foundHead[set];
        foundHead[set] = entries++;
      }
    }
    this.entries = entries;
  }

  /** The starts of one found literal's occurrences, in increasing order (sets share them). */
  private literalStarts(rank: number): number[] {
    const cached = this.byRankStarts[rank];
    if (cached) return cached;
    const head = this.head!;
    const byRank = this.byRank!;
    const starts = new Array<number>(head[rank + 1] - head[rank]);
    for (let k = head[rank], j = 0; k < head[rank + 1]; k++) starts[j++] = byRank[k];
    this.byRankStarts[rank] = starts;
    return starts;
  }

  /** The starts of the occurrences of a set's literals, in increasing order, each once. */
  private startsOf(set: number): number[] {
    const { setStarts, foundHead, foundRank, foundNext } = this.tables;
    const cached = setStarts[set];
    if (cached) return cached;
    const only = foundHead[set];
    let starts: number[];
    if (foundNext[only] === -1) {
      starts = this.literalStarts(foundRank[only]);
    } else {
      // One sorted list per literal, merged pairwise until one is left. (Two sets seldom find
      // the same literals: sharing their merges saved less than telling them apart cost.)
      let lists: number[][] = [];
      for (let e = only; e !== -1; e = foundNext[e]) lists.push(this.literalStarts(foundRank[e]));
      while (lists.length > 1) {
        const next: number[][] = [];
        for (let l = 0; l + 1 < lists.length; l += 2) next.push(merge(lists[l], lists[l + 1]));
        if (lists.length % 2 === 1) next.push(lists[lists.length - 1]);
        lists = next;
      }
      starts = lists[0];
    }
    setStarts[set] = starts;
    this.tables.touchedSets.push(set);
    return starts;
  }

  /**
   * Where a prefiltered scanner's literal occurs, and for a scanner with a second literal set,
   * only those occurrences followed within its reach by one of the second set.
   */
  private candidatesOf(scanner: Scanner): readonly number[] {
    const i = scanner.index;
    const cached = this.candidates[i];
    if (cached) return cached;
    if (!this.head) this.index();
    const { foundHead } = this.tables;
    const first = firstSetOf[i];
    const second = secondSetOf[i];
    let found = NO_STARTS;
    if (first !== -1 && foundHead[first] !== -1 && (second === -1 || foundHead[second] !== -1)) {
      found = this.startsOf(first);
      if (second !== -1) found = pair(found, this.startsOf(second), scanner.second!.reach);
    }
    this.candidates[i] = found;
    this.tables.touched.push(i);
    return found;
  }

  /** The merged windows of a 'window' scanner around its candidates. */
  private windowsOf(scanner: Scanner): Windows {
    const i = scanner.index;
    let windows = this.windows[i];
    if (!windows) {
      windows = new Windows();
      const { before, after } = scanner.anchors!;
      const candidates = this.candidatesOf(scanner);
      if (scanner.second && candidates.length > 0) {
        // A match ends no further than `tail` past the last second literal within reach.
        const { reach, tail } = scanner.second;
        const seconds = this.startsOf(secondSetOf[i]);
        let k = 0;
        for (const at of candidates) {
          while (k + 1 < seconds.length && seconds[k + 1] <= at + reach) k++;
          windows.add(at - before, Math.min(at + after, seconds[k] + tail));
        }
      } else {
        for (const at of candidates) windows.add(at - before, at + after);
      }
      this.windows[i] = windows;
      this.tables.touched.push(i);
    }
    return windows;
  }

  /** Whether the prefilter leaves any chance of a match. */
  mayMatch(scanner: Scanner): boolean {
    if (!isPrefiltered(scanner) || scanner.mode === 'whole') return true;
    if (secondSetOf[scanner.index] !== -1) return this.candidatesOf(scanner).length > 0;
    // Without a second set, any literal of its set found is a candidate: no list is needed.
    if (!this.head) this.index();
    return this.tables.foundHead[firstSetOf[scanner.index]] !== -1;
  }

  /** All matches of a rule's own regex, as a whole-text global scan would find them. */
  primaryMatches(scanner: Scanner): Span[] {
    const i = scanner.index;
    let spans = this.primary[i];
    if (!spans) {
      spans = this.findPrimary(scanner);
      this.primary[i] = spans;
      this.tables.touched.push(i);
    }
    return spans;
  }

  private findPrimary(scanner: Scanner): Span[] {
    switch (scanner.mode) {
      case 'whole': {
        const spans: Span[] = [];
        collect(this.text, 0, scanner.regex, 'iterate', spans);
        return spans;
      }
      case 'window': {
        if (!this.byParts(scanner)) return this.windowMatches(scanner);
        // At each start the alternation's match is its first alternative's there; a global scan
        // then goes on from the end of each match.
        const spans: Span[] = [];
        let next = 0;
        for (const span of this.partsNear(scanner, everywhere(this.text))) {
          if (span.start < next) continue;
          spans.push(span);
          next = Math.max(span.end, span.start + 1);
        }
        return spans;
      }
      case 'sticky': {
        // Every match starts at a candidate, so trying them in order, skipping those inside
        // the previous match, reproduces a global scan.
        const spans: Span[] = [];
        const { sticky } = scanner;
        let next = 0;
        for (const at of this.candidatesOf(scanner)) {
          if (at < next) continue;
          const end = stickyEnd(sticky, this.text, at);
          if (end >= 0) {
            spans.push({ start: at, end });
            next = Math.max(end, at + 1);
          }
        }
        return spans;
      }
    }
  }

  /**
   * A 'window' scanner's matches as a global scan finds them: over its windows; or, where each
   * window holds one literal and trying only the starts a match holding it can have (up to
   * `before` ahead of it) costs less than scanning the windows, at those starts.
   */
  private windowMatches(scanner: Scanner): Span[] {
    const windows = this.windowsOf(scanner);
    // Cached: the windows were built from them.
    const candidates = this.candidatesOf(scanner);
    const bounded = scanner.startBounded;
    if (!bounded || !startsCostLess(windows.bounds, candidates)) {
      return scanWindows(this.text, scanner, windows, 'iterate');
    }
    const { text } = this;
    const b = windows.bounds;
    const spans: Span[] = [];
    for (let w = 0; w < b.length; w += 2) {
      const at = candidates[w / 2];
      // One attempt tries every start from the window's to its literal's; after a match, the scan
      // goes on from its end.
      for (let next = Math.max(0, b[w]); next <= at;) {
        bounded.lastIndex = next;
        const m = bounded.exec(text);
        if (m === null) break;
        const start = m.index + m[0].length - m[1].length;
        if (start > at) break;
        const end = start + m[1].length;
        spans.push({ start, end });
        next = Math.max(end, start + 1);
      }
    }
    return spans;
  }

  /**
   * Matches starting anywhere inside the regions, one per start position; with `until`, only
   * the first match it accepts (or none). A prefiltered scanner is tried only at its anchors.
   */
  matchesNear(scanner: Scanner, regions: Windows, until?: (span: Span) => boolean): Span[] {
    if (this.byParts(scanner)) {
      const spans = this.partsNear(scanner, regions);
      if (!until) return spans;
      const found = spans.find(until);
      return found ? [found] : [];
    }
    if (isPrefiltered(scanner)) {
      if (scanner.mode === 'sticky') return this.stickyNear(scanner, regions, until);
      if (scanner.mode === 'window') {
        const windows = this.windowsOf(scanner).within(regions);
        return scanWindows(this.text, scanner, windows, 'every-start', until);
      }
    }
    if (scanner.windowable) return scanWindows(this.text, scanner, regions, 'every-start', until);
    const spans: Span[] = [];
    collect(this.text, 0, scanner.regex, 'every-start', spans, until);
    return spans;
  }

  /**
   * Whether an alternation runs as its parts in this text: when its parts' literals are sparse in
   * its windows. Where they are dense (every few characters), so are the parts' attempts, and one
   * scan of the windows costs less.
   */
  private byParts(scanner: Scanner): boolean {
    if (!scanner.parts || !isPrefiltered(scanner)) return false;
    const b = this.windowsOf(scanner).bounds;
    let covered = 0;
    for (let k = 0; k < b.length; k += 2) covered += b[k + 1] - b[k];
    if (covered <= scanSettings.partsMinCovered) return false;
    // Counting the parts' attempts is the costly half: once per alternation and text.
    this.partsChosen ??= new Map<number, boolean>();
    let chosen = this.partsChosen.get(scanner.index);
    if (chosen === undefined) {
      chosen = covered >= scanSettings.charsPerPartAttempt * this.partOccurrences(scanner.parts);
      this.partsChosen.set(scanner.index, chosen);
    }
    return chosen;
  }

  /** How many occurrences of their first literals the parts have: the attempts they would make. */
  private partOccurrences(parts: readonly Scanner[]): number {
    this.indexParts();
    const { foundHead, foundRank, foundNext } = this.tables;
    const head = this.head!;
    let total = 0;
    for (const part of parts) {
      const first = firstSetOf[part.index];
      if (first === -1) continue;
      for (let e = foundHead[first]; e !== -1; e = foundNext[e]) {
        total += head[foundRank[e] + 1] - head[foundRank[e]];
      }
    }
    return total;
  }

  /**
   * An alternation's matches starting inside the regions, one per start: its parts' merged, the
   * first part's where several start at the same place (the alternation prefers it there).
   */
  private partsNear(scanner: Scanner, regions: Windows): Span[] {
    this.indexParts();
    let merged: Span[] = [];
    // Later parts first, so that on equal starts an earlier part's match replaces a later one's.
    for (let p = scanner.parts!.length - 1; p >= 0; p--) {
      const part = scanner.parts![p];
      if (!this.mayMatch(part)) continue;
      const spans = this.matchesNear(part, regions);
      if (spans.length > 0) merged = merged.length === 0 ? spans : mergeSpans(spans, merged);
    }
    return merged;
  }

  /** A sticky attempt at each recorded start inside the regions: every match begins at one. */
  private stickyNear(scanner: Scanner, regions: Windows, until?: (span: Span) => boolean): Span[] {
    const spans: Span[] = [];
    const { sticky } = scanner;
    const b = regions.bounds;
    let k = 0;
    for (const at of this.candidatesOf(scanner)) {
      while (k < b.length && b[k + 1] <= at) k += 2;
      if (k >= b.length) break;
      if (at < b[k]) continue;
      const end = stickyEnd(sticky, this.text, at);
      if (end < 0) continue;
      const span = { start: at, end };
      if (!until) spans.push(span);
      else if (until(span)) return [span];
    }
    return spans;
  }

  /**
   * Every match in the whole text, one per start position, found once per text and shared by
   * the callers that ask (evidence tokens, by several patterns).
   */
  everyMatch(scanner: Scanner): Span[] {
    const i = scanner.index;
    let spans = this.everyStart[i];
    if (!spans) {
      spans = [];
      collect(this.text, 0, scanner.regex, 'every-start', spans);
      this.everyStart[i] = spans;
      this.tables.touched.push(i);
    }
    return spans;
  }

  /** The first unnegated match anywhere in the text. */
  firstMatch(scanner: Scanner): Span | null {
    if (!this.mayMatch(scanner)) return null;
    const [found] = this.matchesNear(scanner, everywhere(this.text), (span) =>
      survivesGuard(this.text, span.start, span.end),
    );
    return found ?? null;
  }
}
