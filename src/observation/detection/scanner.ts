/**
 * The prefilter and scanner: compiles every catalogue rule once, finds all anchor literals in one
 * pass of a trie-shaped regex, and runs each rule only where an anchor makes a match possible.
 *
 * From each rule regex-analysis derives literals that every match begins with (prefixes) or
 * contains (anchors). A rule then runs once, sticky, at each occurrence of a prefix, or over
 * windows no wider than its longest match around each anchor, with window edges moved onto word
 * boundaries. Either way it finds exactly the matches a global scan of the whole text would, in
 * time linear in the text.
 */
import { PATTERN_CATALOGUE, type DetectionRule, type PatternDefinition } from './catalogue';
import { survivesGuard } from './negation';
import { analyzeRegex, anchorCost, type AnchorSet } from './regex-analysis';
import { isWordChar } from './segment';

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
  readonly snapStart: boolean;
  readonly snapEnd: boolean;
}

export interface CompiledRule {
  readonly rule: DetectionRule;
  readonly primary: Scanner;
  readonly partner: Scanner | null;
  readonly exception: Scanner | null;
}

export interface CompiledPattern {
  readonly pattern: PatternDefinition;
  readonly rules: readonly CompiledRule[];
  readonly evidence: readonly Scanner[];
}

const scannerBySource = new Map<string, Scanner>();

function compileScanner(regex: RegExp): Scanner {
  const existing = scannerBySource.get(regex.source);
  if (existing) return existing;
  const analysis = analyzeRegex(regex.source);
  if (analysis.problems.length > 0 || !Number.isFinite(analysis.maxLength)) {
    throw new Error(
      `detection rule /${regex.source}/ is not linear-time: ` +
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
  const scanner: Scanner = {
    index: scannerBySource.size,
    regex: new RegExp(regex.source, 'gi'),
    sticky: new RegExp(regex.source, 'iy'),
    maxLength: analysis.maxLength,
    mode,
    anchors: mode === 'sticky' ? prefixes : mode === 'window' ? anchors : null,
    windowable,
    snapStart: analysis.startEdge === 'word',
    snapEnd: analysis.endEdge === 'word',
  };
  scannerBySource.set(regex.source, scanner);
  return scanner;
}

export const compiledPatterns: readonly CompiledPattern[] = PATTERN_CATALOGUE.map((pattern) => ({
  pattern,
  rules: pattern.rules.map((rule) => ({
    rule,
    primary: compileScanner(rule.regex),
    partner: rule.requires ? compileScanner(rule.requires.regex) : null,
    exception: rule.unless ? compileScanner(rule.unless.regex) : null,
  })),
  evidence: pattern.evidenceTokens.map((token) => compileScanner(token)),
}));

/** Anchor literal → the rule scanners to run around it. */
const anchorTargets = new Map<string, Set<Scanner>>();
const wordStartAnchors = new Set<string>();
const anywhereAnchors = new Set<string>();
for (const compiled of compiledPatterns) {
  for (const { primary } of compiled.rules) {
    if (!primary.anchors) continue;
    for (const literal of primary.anchors.strings) {
      let targets = anchorTargets.get(literal);
      if (!targets) anchorTargets.set(literal, (targets = new Set()));
      targets.add(primary);
      (primary.anchors.wordStart ? wordStartAnchors : anywhereAnchors).add(literal);
    }
  }
}

/**
 * Anchor characters as regex source; a space in an anchor stands for a whitespace run. The run is
 * written `\s+` rather than bounded: the scan only proposes where rules may match (a longer run
 * than a rule allows yields a candidate the rule then rejects), and the shorter source keeps the
 * combined regex under V8's 20 KB limit beyond which it is compiled without optimisations and
 * scans about six times slower. An attempt starts at a word start or inside an anchor literal,
 * so each whitespace run is crossed by a bounded number of attempts: the scan stays linear.
 */
function escapeLiteral(ch: string): string {
  return ch === ' ' ? '\\s+' : ch.replace(/[\\^$.*+?()[\]{}|/-]/g, '\\$&');
}

interface TrieNode {
  children: Map<string, TrieNode>;
  terminal: boolean;
}

/** An alternation shaped as a trie, so the engine never retries a shared prefix. */
function trieSource(literals: Iterable<string>): string {
  const root: TrieNode = { children: new Map(), terminal: false };
  for (const literal of literals) {
    let node = root;
    for (const ch of literal) {
      let next = node.children.get(ch);
      if (!next) node.children.set(ch, (next = { children: new Map(), terminal: false }));
      node = next;
    }
    node.terminal = true;
  }
  const emit = (node: TrieNode): string => {
    const branches = [...node.children].map(([ch, child]) => escapeLiteral(ch) + emit(child));
    if (branches.length === 0) return '';
    const body = branches.length === 1 ? branches[0] : `(?:${branches.join('|')})`;
    return node.terminal ? `(?:${body})?` : body;
  };
  return emit(root);
}

/**
 * V8 compiles a regex whose source is longer than 20 KB without its optimisations, and such a
 * regex scans about six times slower; each anchor scan stays below this.
 */
const ANCHOR_SCAN_MAX_SOURCE = 18_000;

/**
 * One scan finds every anchor occurrence among `literals`: at a word start the first branch
 * returns the longest anchor of any kind there (shorter ones are its prefixes, resolved through
 * `hitTargets`); elsewhere the second branch covers the anchors that may begin mid-word.
 */
function anchorScanSource(literals: readonly string[]): string {
  const anywhere = literals.filter((literal) => anywhereAnchors.has(literal));
  const branches = [`\\b${trieSource(literals)}`];
  if (anywhere.length > 0) branches.push(trieSource(anywhere));
  return branches.join('|');
}

/**
 * The anchor scans: one regex when its source fits under the optimisation limit, otherwise one
 * per group of first letters. A literal and its prefixes share their first letter, so each hit
 * still resolves to every anchor it stands for, and no two scans report the same occurrence.
 */
function buildAnchorScans(): RegExp[] {
  const byFirst = new Map<string, string[]>();
  for (const literal of new Set([...wordStartAnchors, ...anywhereAnchors])) {
    const first = literal[0].toLowerCase();
    let group = byFirst.get(first);
    if (!group) byFirst.set(first, (group = []));
    group.push(literal);
  }
  const groups: string[][] = [];
  let current: string[] = [];
  for (const literals of byFirst.values()) {
    const candidate = [...current, ...literals];
    if (current.length > 0 && anchorScanSource(candidate).length > ANCHOR_SCAN_MAX_SOURCE) {
      groups.push(current);
      current = [...literals];
    } else {
      current = candidate;
    }
  }
  if (current.length > 0) groups.push(current);
  return groups.map((literals) => new RegExp(anchorScanSource(literals), 'gi'));
}

const anchorScans: readonly RegExp[] = buildAnchorScans();
const scannerCount = scannerBySource.size;

/**
 * Matched anchor text → scanners of that anchor and of every anchor that is its prefix. Keyed
 * by the lower-case literal, and by its capitalised and upper-case spellings so that most hits
 * resolve without a copy.
 */
const hitTargets = new Map<string, readonly Scanner[]>();
for (const literal of anchorTargets.keys()) {
  const targets = new Set<Scanner>();
  for (let len = 1; len <= literal.length; len++) {
    for (const scanner of anchorTargets.get(literal.slice(0, len)) ?? []) targets.add(scanner);
  }
  const list = [...targets];
  hitTargets.set(literal, list);
  hitTargets.set(literal[0].toUpperCase() + literal.slice(1), list);
  hitTargets.set(literal.toUpperCase(), list);
}

// ---------------------------------------------------------------------------------------------
// Window scanning

/** Merged [start, end) pairs, appended in increasing start order. */
export class Windows {
  readonly bounds: number[] = [];

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

/** The anchor literal a hit stands for: lower case, whitespace runs as one space. */
function targetsOf(hit: string): readonly Scanner[] | undefined {
  return hitTargets.get(hit) ?? hitTargets.get(hit.toLowerCase().replace(WHITESPACE_RUN, ' '));
}

/** Per-call state: anchor hits per rule scanner, and matches computed on demand. */
export class Scan {
  /** Per scanner index: candidate match starts ('sticky') or merged windows ('window'). */
  private readonly starts: (number[] | undefined)[] = new Array<undefined>(scannerCount);
  private readonly windows: (Windows | undefined)[] = new Array<undefined>(scannerCount);
  private readonly primary: (Span[] | undefined)[] = new Array<undefined>(scannerCount);
  private readonly everyStart: (Span[] | undefined)[] = new Array<undefined>(scannerCount);

  constructor(readonly text: string) {
    if (anchorScans.length === 1) {
      this.findAnchors(anchorScans[0], (at, targets) => this.addHit(at, targets));
    } else if (anchorScans.length > 1) {
      this.mergeAnchorScans();
    }
  }

  /** Calls `onHit` for each anchor occurrence the scan finds, in increasing position order. */
  private findAnchors(
    scan: RegExp,
    onHit: (at: number, targets: readonly Scanner[]) => void,
  ): void {
    const { text } = this;
    scan.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = scan.exec(text)) !== null) {
      const at = m.index;
      const targets = targetsOf(m[0]);
      if (targets) onHit(at, targets);
      scan.lastIndex = at + 1;
    }
  }

  /**
   * Several scans find disjoint occurrences, each in position order; candidate starts and
   * windows are built in increasing position order, so their hits are merged first.
   */
  private mergeAnchorScans(): void {
    const lists = anchorScans.map((scan) => {
      const positions: number[] = [];
      const targets: (readonly Scanner[])[] = [];
      this.findAnchors(scan, (at, hit) => {
        positions.push(at);
        targets.push(hit);
      });
      return { positions, targets, next: 0 };
    });
    for (;;) {
      let best: (typeof lists)[number] | null = null;
      for (const list of lists) {
        if (list.next < list.positions.length) {
          if (!best || list.positions[list.next] < best.positions[best.next]) best = list;
        }
      }
      if (!best) return;
      this.addHit(best.positions[best.next], best.targets[best.next]);
      best.next++;
    }
  }

  private addHit(at: number, targets: readonly Scanner[]): void {
    for (const scanner of targets) {
      const i = scanner.index;
      if (scanner.mode === 'sticky') {
        const starts = this.starts[i];
        if (starts) starts.push(at);
        else this.starts[i] = [at];
      } else {
        const windows = (this.windows[i] ??= new Windows());
        windows.add(at - scanner.maxLength, at + scanner.maxLength);
      }
    }
  }

  /** Whether the prefilter leaves any chance of a match. */
  mayMatch(scanner: Scanner): boolean {
    const i = scanner.index;
    return (
      scanner.mode === 'whole' || this.starts[i] !== undefined || this.windows[i] !== undefined
    );
  }

  /** All matches of a rule's own regex, as a whole-text global scan would find them. */
  primaryMatches(scanner: Scanner): Span[] {
    return (this.primary[scanner.index] ??= this.findPrimary(scanner));
  }

  private findPrimary(scanner: Scanner): Span[] {
    const i = scanner.index;
    switch (scanner.mode) {
      case 'whole': {
        const spans: Span[] = [];
        collect(this.text, 0, scanner.regex, 'iterate', spans);
        return spans;
      }
      case 'window': {
        const windows = this.windows[i];
        return windows ? scanWindows(this.text, scanner, windows, 'iterate') : [];
      }
      case 'sticky': {
        // Every match starts at a candidate, so trying them in order, skipping those inside
        // the previous match, reproduces a global scan.
        const spans: Span[] = [];
        const { sticky } = scanner;
        let next = 0;
        for (const at of this.starts[i] ?? []) {
          if (at < next) continue;
          sticky.lastIndex = at;
          const m = sticky.exec(this.text);
          if (m) {
            const end = at + m[0].length;
            spans.push({ start: at, end });
            next = Math.max(end, at + 1);
          }
        }
        return spans;
      }
    }
  }

  /**
   * Matches starting anywhere inside the regions, one per start position; with `until`, only
   * the first match it accepts (or none).
   */
  matchesNear(scanner: Scanner, regions: Windows, until?: (span: Span) => boolean): Span[] {
    if (scanner.windowable) return scanWindows(this.text, scanner, regions, 'every-start', until);
    const spans: Span[] = [];
    collect(this.text, 0, scanner.regex, 'every-start', spans, until);
    return spans;
  }

  /**
   * Every match in the whole text, one per start position, found once per text and shared by
   * the callers that ask (evidence tokens are asked for by several patterns).
   */
  everyMatch(scanner: Scanner): Span[] {
    const i = scanner.index;
    let spans = this.everyStart[i];
    if (!spans) {
      spans = [];
      collect(this.text, 0, scanner.regex, 'every-start', spans);
      this.everyStart[i] = spans;
    }
    return spans;
  }

  /** The first unnegated match anywhere in the text. */
  firstMatch(scanner: Scanner): Span | null {
    const { regex } = scanner;
    regex.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = regex.exec(this.text)) !== null) {
      const start = m.index;
      const end = start + m[0].length;
      if (survivesGuard(this.text, start, end)) return { start, end };
      regex.lastIndex = start + 1;
    }
    return null;
  }
}
