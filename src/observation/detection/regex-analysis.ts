/**
 * Structural analysis of the catalogue's regular expressions, over the AST of
 * `@eslint-community/regexpp` (the parser ESLint uses, so every ECMAScript form is read as the
 * engine reads it). It serves two purposes: proving the linear-time property of every rule (no
 * nested quantifiers, no backreferences, no unbounded gaps over wildcard classes, bounded match
 * length) and deriving the literal anchors the detector's prefilter looks for. Both rest on the
 * same parse, so the prefilter can never disagree with the checker about what a rule may match.
 */
import { RegExpParser, type AST } from '@eslint-community/regexpp';

interface CharNode {
  readonly kind: 'chars';
  /** Every character the node can match, lower-cased, when that set is small; otherwise null. */
  readonly set: readonly string[] | null;
  readonly wordOnly: boolean;
  readonly nonWordOnly: boolean;
  /** Only whitespace: a repeated run of it is summarised as one gap in anchors. */
  readonly whitespace: boolean;
  /** Negated classes, `.`, `\S`, `\W`, `\D`: classes that can run over arbitrary text. */
  readonly wildcard: boolean;
}

interface AssertNode {
  readonly kind: 'assert';
  readonly wordBoundary: boolean;
  readonly look: { readonly behind: boolean; readonly body: Alternation } | null;
}

interface GroupNode {
  readonly kind: 'group';
  readonly body: Alternation;
  /** The group's source: groups written alike are alike (rules share vocabulary groups). */
  readonly source: string;
}

interface BackrefNode {
  readonly kind: 'backref';
}

type RegexNode = CharNode | AssertNode | GroupNode | BackrefNode;

interface Item {
  readonly node: RegexNode;
  readonly min: number;
  readonly max: number;
}

type Sequence = readonly Item[];
type Alternation = readonly Sequence[];

/** How a match begins or ends relative to word boundaries. */
export type EdgeKind = 'word' | 'free' | 'mixed';

export interface AnchorSet {
  /**
   * Lower-case literals; every match of the regex contains at least one of them. A space stands
   * for a run of 1 to MAX_GAP whitespace characters.
   */
  readonly strings: readonly string[];
  /** Every occurrence that belongs to a match starts on a word boundary. */
  readonly wordStart: boolean;
  /**
   * How far a match reaches around an occurrence: every match lies within
   * [p − before, p + after] of the start p of one of the occurrences it contains, so a window
   * that wide around each occurrence holds every match. At most the longest match.
   */
  readonly before: number;
  readonly after: number;
}

export interface RegexAnalysis {
  /** Longest possible match in characters; Infinity when a quantifier is unbounded. */
  readonly maxLength: number;
  /** Linear-time violations; empty for an acceptable rule. */
  readonly problems: readonly string[];
  readonly anchors: AnchorSet | null;
  /**
   * Literals of which every match begins with one (a space again standing for whitespace), so a
   * match can only start where one of them occurs; null when no such set is known.
   */
  readonly prefixes: AnchorSet | null;
  readonly hasLookaround: boolean;
  /** 'word': every alternative starts with \b and then a word character; 'free': none starts with an assertion. */
  readonly startEdge: EdgeKind;
  /** 'word': every alternative ends with a word character and then \b; 'free': none ends with an assertion. */
  readonly endEdge: EdgeKind;
}

const MAX_EXACT = 64;
/** In exact strings and anchors: one run of whitespace, of at most MAX_GAP characters. */
const GAP = ' ';
export const MAX_GAP = 8;
const MAX_SMALL_SET = 8;
/** Most first words that may stand for a rule's literal prefixes. */
const MAX_PREFIX_WORDS = 256;
const WORD_CHAR = /\w/;

/**
 * Literal text: printable ASCII and, beyond it, the characters of the one-byte matching text
 * (Latin-1, and the stand-ins of marks and emoji such as ❌ and ⚠), which the anchor automaton
 * compares as the rules' `i` flag does. Control characters are left to the regexes.
 */
const NOT_LITERAL = /[^\x20-\x7e\x80-\xff]/;

function fold(ch: string): string {
  return ch >= 'A' && ch <= 'Z' ? ch.toLowerCase() : ch;
}

function charNode(chars: readonly string[]): CharNode {
  const folded = [...new Set(chars.map(fold))];
  return {
    kind: 'chars',
    set: folded.length <= MAX_SMALL_SET ? folded : null,
    wordOnly: folded.every((c) => WORD_CHAR.test(c)),
    nonWordOnly: folded.every((c) => !WORD_CHAR.test(c)),
    whitespace: folded.length > 0 && folded.every((c) => /\s/.test(c)),
    wildcard: false,
  };
}

const WORD_CLASS: CharNode = {
  kind: 'chars',
  set: null,
  wordOnly: true,
  nonWordOnly: false,
  whitespace: false,
  wildcard: false,
};
const SPACE_CLASS: CharNode = {
  kind: 'chars',
  set: null,
  wordOnly: false,
  nonWordOnly: true,
  whitespace: true,
  wildcard: false,
};
const NON_WORD_CLASS: CharNode = {
  kind: 'chars',
  set: null,
  wordOnly: false,
  nonWordOnly: true,
  whitespace: false,
  wildcard: true,
};
const ANY_CLASS: CharNode = {
  kind: 'chars',
  set: null,
  wordOnly: false,
  nonWordOnly: false,
  whitespace: false,
  wildcard: true,
};

/**
 * Lowers regexpp's AST to the few node kinds the analysis distinguishes. Patterns are read as the
 * detector compiles them (flags `gi`/`iy`, no `u`), so Annex B forms mean what they mean at run
 * time: `\k<w>` without a named group is the literal `k<w>`, `a{,3}` is literal text. The
 * v-flag forms cannot occur in that mode; they are refused rather than approximated.
 */
function lowerAlternatives(alternatives: readonly AST.Alternative[]): Alternation {
  return alternatives.map((alternative) => alternative.elements.map(lowerElement));
}

function lowerElement(element: AST.Element): Item {
  if (element.type === 'Quantifier') {
    return { node: lowerNode(element.element), min: element.min, max: element.max };
  }
  return { node: lowerNode(element), min: 1, max: 1 };
}

function lowerNode(node: AST.Assertion | AST.QuantifiableElement): RegexNode {
  switch (node.type) {
    case 'Character':
      return charNode([String.fromCharCode(node.value)]);
    case 'CharacterSet':
      return characterSetNode(node);
    case 'CharacterClass':
      return characterClassNode(node);
    case 'ExpressionCharacterClass':
      throw new Error(`regex-analysis: v-flag set notation in /${node.raw}/`);
    case 'Group':
    case 'CapturingGroup':
      return { kind: 'group', body: lowerAlternatives(node.alternatives), source: node.raw };
    case 'Backreference':
      return { kind: 'backref' };
    case 'Assertion':
      switch (node.kind) {
        case 'start':
        case 'end':
          return { kind: 'assert', wordBoundary: false, look: null };
        case 'word':
          return { kind: 'assert', wordBoundary: !node.negate, look: null };
        case 'lookahead':
        case 'lookbehind':
          return {
            kind: 'assert',
            wordBoundary: false,
            look: {
              behind: node.kind === 'lookbehind',
              body: lowerAlternatives(node.alternatives),
            },
          };
      }
  }
}

function characterSetNode(set: AST.CharacterSet): CharNode {
  switch (set.kind) {
    // `\p{…}` exists only under the u flag; taken as a wildcard, it could never pass unchecked.
    case 'property':
    case 'any':
      return ANY_CLASS;
    case 'digit':
    case 'word':
      if (!set.negate) return WORD_CLASS;
      return set.kind === 'word' ? NON_WORD_CLASS : ANY_CLASS;
    case 'space':
      return set.negate ? ANY_CLASS : SPACE_CLASS;
  }
}

function characterClassNode(cls: AST.CharacterClass): CharNode {
  if (cls.unicodeSets) throw new Error(`regex-analysis: v-flag set notation in /${cls.raw}/`);
  const chars: string[] = [];
  let large = false;
  let wordOnly = true;
  let nonWordOnly = true;
  let hasSpace = false;
  let hasNonSpace = false;
  for (const element of cls.elements) {
    switch (element.type) {
      case 'Character':
        chars.push(String.fromCharCode(element.value));
        break;
      case 'CharacterClassRange':
        for (let c = element.min.value; c <= element.max.value; c++) {
          chars.push(String.fromCharCode(c));
        }
        if (chars.length > 256) large = true;
        break;
      case 'CharacterSet':
        large = true;
        if (element.kind === 'space' && !element.negate) {
          wordOnly = false;
          hasSpace = true;
        } else if (element.kind !== 'property' && !element.negate) {
          nonWordOnly = false;
        } else {
          wordOnly = false;
          nonWordOnly = false;
          hasNonSpace = true;
        }
        break;
    }
  }
  const literal = charNode(chars);
  if (cls.negate || (hasSpace && hasNonSpace)) return ANY_CLASS;
  return {
    kind: 'chars',
    set: large ? null : literal.set,
    wordOnly: wordOnly && literal.wordOnly,
    nonWordOnly: nonWordOnly && literal.nonWordOnly,
    whitespace: !hasNonSpace && (chars.length === 0 ? hasSpace : literal.whitespace),
    wildcard: hasNonSpace,
  };
}

function nodeMaxLength(node: RegexNode): number {
  switch (node.kind) {
    case 'chars':
      return 1;
    case 'assert':
      return 0;
    case 'group':
      return alternationMaxLength(node.body);
    case 'backref':
      return Infinity;
  }
}

function itemMaxLength(item: Item): number {
  const len = nodeMaxLength(item.node);
  return len === 0 ? 0 : item.max * len;
}

/** Per alternation, its longest match: asked at every level of every sequence holding it. */
const maxLengths = new WeakMap<Alternation, number>();

function alternationMaxLength(alt: Alternation): number {
  let best = maxLengths.get(alt);
  if (best === undefined) {
    best = 0;
    for (const seq of alt) {
      let total = 0;
      for (const item of seq) total += itemMaxLength(item);
      best = Math.max(best, total);
    }
    maxLengths.set(alt, best);
  }
  return best;
}

function containsRepetition(alt: Alternation): boolean {
  return alt.some((seq) =>
    seq.some(
      (item) =>
        item.max > 1 ||
        (item.node.kind === 'group' && containsRepetition(item.node.body)) ||
        (item.node.kind === 'assert' &&
          item.node.look !== null &&
          containsRepetition(item.node.look.body)),
    ),
  );
}

function hasLookaround(alt: Alternation): boolean {
  return alt.some((seq) =>
    seq.some(
      (item) =>
        (item.node.kind === 'assert' && item.node.look !== null) ||
        (item.node.kind === 'group' && hasLookaround(item.node.body)),
    ),
  );
}

function collectProblems(alt: Alternation, problems: string[]): void {
  for (const seq of alt) {
    for (const item of seq) {
      const { node } = item;
      switch (node.kind) {
        case 'backref':
          problems.push('backreference');
          break;
        case 'chars':
          if (node.wildcard && item.max === Infinity) {
            problems.push('unbounded quantifier over a wildcard class');
          }
          break;
        case 'group':
          if (item.max > 1 && containsRepetition(node.body)) problems.push('nested quantifier');
          collectProblems(node.body, problems);
          break;
        case 'assert':
          if (node.look) {
            if (node.look.behind && alternationMaxLength(node.look.body) === Infinity) {
              problems.push('unbounded lookbehind');
            }
            collectProblems(node.look.body, problems);
          }
          break;
      }
    }
  }
}

/**
 * A literal set with how far a match of the node it was derived for reaches around the
 * occurrence that stands for the match: the match lies within [p − before, p + after] of that
 * occurrence's start p.
 */
interface Requirement {
  readonly strings: readonly string[];
  readonly wordStart: boolean;
  readonly before: number;
  readonly after: number;
}

/** The requirement of a part as seen from the whole: `pre` more characters before, `post` after. */
function widened(req: Requirement | null, pre: number, post: number): Requirement | null {
  return req && { ...req, before: req.before + pre, after: req.after + post };
}

interface Info {
  /** All strings the node can match, when few; null otherwise. */
  readonly exact: readonly string[] | null;
  /** For exact strings: each begins on a word boundary wherever it matches. */
  readonly startsWord: boolean;
  /** The cheapest known set of literals of which every match contains one. */
  readonly req: Requirement | null;
}

const NO_INFO: Info = { exact: null, startsWord: false, req: null };

/** A node that matches one of `exact`, each at most `span` characters long. */
function exactInfo(
  exact: readonly string[],
  startsWord: boolean,
  span: number,
  req: Requirement | null = null,
): Info {
  return { exact, startsWord, req: cheaper(requirementOf(exact, startsWord, span, span), req) };
}

/**
 * The literals without those that contain (or, at word starts, begin with) a shorter one: an
 * occurrence of a dropped literal is found through the kept one inside it.
 */
function simplify(strings: readonly string[], wordStart: boolean): string[] {
  const unique = [...new Set(strings)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  // Looked up by the string's prefixes (or substrings) of each length kept so far, rather than
  // compared with every kept literal: alternations of many branches give sets of thousands.
  const keptSet = new Set<string>();
  const lengths: number[] = [];
  for (const s of unique) {
    if (!covers(keptSet, lengths, s, wordStart)) {
      kept.push(s);
      keptSet.add(s);
      if (lengths[lengths.length - 1] !== s.length) lengths.push(s.length);
    }
  }
  return kept;
}

/** Whether one of `kept` (whose lengths, ascending, are `lengths`) begins or is inside `s`. */
function covers(
  kept: ReadonlySet<string>,
  lengths: readonly number[],
  s: string,
  wordStart: boolean,
): boolean {
  for (const length of lengths) {
    if (length > s.length) return false;
    const lastStart = wordStart ? 0 : s.length - length;
    for (let i = 0; i <= lastStart; i++) if (kept.has(s.slice(i, i + length))) return true;
  }
  return false;
}

/**
 * The literals of a run of exact text: `spanBefore` is the most characters from where the node
 * starts to where the run ends, `spanAfter` from where the run starts to where the node ends. A
 * literal lies inside the run, however its gaps and the simplification place it.
 */
function requirementOf(
  exact: readonly string[],
  wordStart: boolean,
  spanBefore: number,
  spanAfter: number,
): Requirement | null {
  const strings: string[] = [];
  let allWordStart = true;
  for (const s of exact) {
    // Leading and trailing gaps carry no information; a literal after a gap starts a word.
    const trimmed = s.replace(/^ +| +$/g, '');
    if (trimmed === '' || NOT_LITERAL.test(trimmed)) return null;
    strings.push(trimmed);
    allWordStart &&= (wordStart || s.startsWith(GAP)) && WORD_CHAR.test(trimmed[0]);
  }
  const kept = simplify(strings, allWordStart);
  return {
    strings: kept,
    wordStart: allWordStart,
    before: spanBefore - (kept.length > 0 ? Math.min(...kept.map((k) => k.length)) : 0),
    after: spanAfter,
  };
}

/** Most characters of text a literal occurrence spans: a gap stands for up to MAX_GAP. */
function textLength(literal: string): number {
  return literal.length + (literal.split(GAP).length - 1) * (MAX_GAP - 1);
}

function cheaper(a: Requirement | null, b: Requirement | null): Requirement | null {
  if (!a) return b;
  return better(a, b) ? a : b;
}

/**
 * Words too frequent in ordinary English, agent reports and service logs to make a useful
 * prefilter anchor on their own.
 */
const COMMON_WORDS = new Set(
  (
    'a an the and or but so if of to in on at by as is it its be are was were been has have had ' +
    'do did does done not no can could would should will may might must shall i me my we our you ' +
    'your they them their he she his her this that these those from with into onto over under ' +
    'for all any some each one two also just only then than when what which who there here out ' +
    'up down get got make made use used take took need left went able good fine live after later ' +
    'before now new more most very time data file files error errors fail failed failure ' +
    'failures pass passed passing test tests tested testing run ran running build built deploy ' +
    'deployed merge merged review reviewed approve approved approval request requested update ' +
    'updated add added check checked checks work working works fix fixed issue issues change ' +
    'changes task ticket order skip skipped done complete completed ready green status'
  ).split(' '),
);

/**
 * Expected cost of an anchor set for the prefilter: each literal enlarges the combined anchor
 * regex, and each occurrence in ordinary text costs a window scan. Common words occur often,
 * short words more than long ones, multi-word phrases rarely.
 */
export function anchorCost(req: AnchorSet): number {
  let cost = 0;
  for (const s of req.strings) {
    cost += 1;
    if (s.includes(GAP)) cost += 0.1;
    else cost += (COMMON_WORDS.has(s) ? 50 : 0) + Math.pow(4, Math.max(0, 7 - s.length)) / 4;
  }
  return cost;
}

function better(a: Requirement, b: Requirement | null): boolean {
  if (!b) return true;
  const costA = anchorCost(a);
  const costB = anchorCost(b);
  if (costA !== costB) return costA < costB;
  return a.wordStart && !b.wordStart;
}

function infoOfAlternation(alt: Alternation, wordStart: boolean): Info {
  const infos = alt.map((seq) => infoOfSequence(seq, wordStart));
  let req: Requirement | null = null;
  const reqs = infos.map((i) => i.req);
  if (reqs.every((r) => r !== null)) {
    const strings = reqs.flatMap((r) => r.strings);
    const allWordStart = reqs.every((r) => r.wordStart);
    const kept = simplify(strings, allWordStart);
    // A literal dropped for one it contains is found that much further into its occurrence.
    const shift =
      allWordStart || kept.length === new Set(strings).size
        ? 0
        : Math.max(...strings.map(textLength)) - Math.min(...kept.map((k) => k.length));
    req = {
      strings: kept,
      wordStart: allWordStart,
      before: Math.max(...reqs.map((r) => r.before)) + shift,
      after: Math.max(...reqs.map((r) => r.after)),
    };
  }
  if (infos.every((i) => i.exact)) {
    const union = [...new Set(infos.flatMap((i) => i.exact ?? []))];
    if (union.length <= MAX_EXACT) {
      return exactInfo(
        union,
        infos.every((i) => i.startsWord),
        alternationMaxLength(alt),
        req,
      );
    }
  }
  return { exact: null, startsWord: false, req };
}

function product(prefixes: readonly string[], suffixes: readonly string[]): string[] {
  return prefixes.flatMap((prefix) => suffixes.map((suffix) => prefix + suffix));
}

/**
 * Concatenates exact items into runs of literal strings: the whole run, and the current word
 * (the part of the run since the last whitespace gap). A run that grows too large, or an item
 * that is not exact, ends it. Every finished run and every item's own requirement is a
 * candidate; the cheapest becomes the sequence's requirement.
 */
function infoOfSequence(seq: Sequence, wordStart: boolean): Info {
  // Most characters before each item, and in all: what places a part's literals in the whole.
  const pre = [0];
  for (const item of seq) pre.push(pre[pre.length - 1] + itemMaxLength(item));
  const total = pre[seq.length];
  /** The literals of the text of items `from` to `to` (exclusive). */
  const literalsOf = (strings: readonly string[], startsWord: boolean, from: number, to: number) =>
    requirementOf(strings, startsWord, pre[to], total - pre[from]);
  let run: string[] = [''];
  let runFrom = 0;
  let wordFrom = 0;
  let runStartsWord = wordStart;
  let word: string[] = [''];
  let wordStartsWord = wordStart;
  let allExact = true;
  let best: Requirement | null = null;
  const offer = (req: Requirement | null): void => {
    if (req && better(req, best)) best = req;
  };
  const isEmpty = (strings: readonly string[]): boolean =>
    strings.length === 1 && strings[0] === '';
  seq.forEach((item, index) => {
    const runIsEmpty = isEmpty(run);
    const wordIsEmpty = isEmpty(word);
    const atWordStart = (runIsEmpty && runStartsWord) || (wordIsEmpty && wordStartsWord);
    const info = infoOfItem(item, atWordStart);
    offer(widened(info.req, pre[index], total - pre[index + 1]));
    const exact = info.exact;
    if (!exact) {
      allExact = false;
      offer(literalsOf(run, runStartsWord, runFrom, index));
      offer(literalsOf(word, wordStartsWord, wordFrom, index));
      // What follows starts a word if the item always ends on a non-word character, or if an
      // optional item (skipped or taken) leaves the previous word-start guarantee intact.
      const endsClean = endsWithNonWord(item.node);
      runStartsWord = item.min >= 1 ? endsClean : atWordStart && endsClean;
      wordStartsWord = runStartsWord;
      run = [''];
      word = [''];
      runFrom = wordFrom = index + 1;
      return;
    }
    const startsHere = info.startsWord || (item.node.kind === 'assert' && item.node.wordBoundary);
    if (runIsEmpty) runStartsWord ||= startsHere;
    if (run.length * exact.length <= MAX_EXACT) {
      run = run.flatMap((prefix) => exact.map((suffix) => prefix + suffix));
    } else {
      allExact = false;
      offer(literalsOf(run, runStartsWord, runFrom, index));
      // The new run starts where this item does: at a word if the item says so or if every
      // path of the old run ended in whitespace.
      runStartsWord = startsHere || run.every((x) => x.endsWith(GAP));
      run = [...exact];
      runFrom = index;
    }
    // The current word: literal text since the last whitespace gap on every path.
    const withGap = exact.filter((x) => x.includes(GAP));
    if (withGap.length === exact.length) {
      offer(
        literalsOf(
          product(
            word,
            exact.map((x) => x.slice(0, x.indexOf(GAP))),
          ),
          wordStartsWord,
          wordFrom,
          index + 1,
        ),
      );
      word = [...new Set(exact.map((x) => x.slice(x.lastIndexOf(GAP) + 1)))];
      wordStartsWord = true;
      wordFrom = index;
    } else {
      const tails = withGap.map((x) => x.slice(x.lastIndexOf(GAP) + 1));
      const continued = product(
        word,
        exact.filter((x) => !x.includes(GAP)),
      );
      if (wordIsEmpty) wordStartsWord ||= startsHere;
      if (continued.length + tails.length <= MAX_EXACT) {
        word = [...new Set([...continued, ...tails])];
      } else {
        offer(literalsOf(word, wordStartsWord, wordFrom, index));
        word = [...exact];
        wordStartsWord = false;
        wordFrom = index;
      }
    }
  });
  offer(literalsOf(word, wordStartsWord, wordFrom, seq.length));
  if (allExact) return exactInfo(run, runStartsWord, total, best);
  offer(literalsOf(run, runStartsWord, runFrom, seq.length));
  return { exact: null, startsWord: false, req: best };
}

function infoOfItem(item: Item, wordStart: boolean): Info {
  if (item.max === 0) return exactInfo([''], wordStart, 0);
  if (item.node.kind === 'chars' && item.node.whitespace && item.min >= 1 && item.max <= MAX_GAP) {
    return exactInfo([GAP], false, item.max);
  }
  const info = infoOfNode(item.node, wordStart);
  if (item.min === 1 && item.max === 1) return info;
  if (item.min === 0) {
    // Skipped, the item leaves only the word-start guarantee of its position.
    return item.max === 1 && info.exact
      ? exactInfo([...info.exact, ''], info.startsWord && wordStart, itemMaxLength(item))
      : NO_INFO;
  }
  // The literal may be in any repetition: the others can come before or after it.
  const others = itemMaxLength(item) - nodeMaxLength(item.node);
  return { exact: null, startsWord: false, req: widened(info.req, others, others) };
}

/** Per group source, what `infoOfAlternation` says of its body, not at and at a word start. */
const groupInfo = new Map<string, [Info | undefined, Info | undefined]>();

function infoOfNode(node: RegexNode, wordStart: boolean): Info {
  switch (node.kind) {
    case 'chars':
      // A set of one-byte characters (DEL aside) is exact text; `requirementOf` keeps the literal.
      return node.set && node.set.every((c) => c.charCodeAt(0) <= 0xff && c !== '\x7f')
        ? exactInfo(node.set, wordStart, 1)
        : NO_INFO;
    case 'assert':
      return exactInfo([''], wordStart || node.wordBoundary, 0);
    case 'group': {
      // A group is read again by every split question about its rule, and rules share groups of
      // vocabulary: each group's source is read once.
      let known = groupInfo.get(node.source);
      if (!known) groupInfo.set(node.source, (known = [undefined, undefined]));
      const k = wordStart ? 1 : 0;
      return (known[k] ??= infoOfAlternation(node.body, wordStart));
    }
    case 'backref':
      return NO_INFO;
  }
}

type Side = 'start' | 'end';

function edgeOfSequence(seq: Sequence, side: Side): EdgeKind {
  const items = side === 'start' ? seq : [...seq].reverse();
  const first = items[0];
  if (!first) return 'mixed';
  if (first.node.kind === 'assert') {
    if (!first.node.wordBoundary || first.node.look) return 'mixed';
    return edgeItemsAreWord(items.slice(1), side) ? 'word' : 'mixed';
  }
  if (first.min < 1) return 'mixed';
  if (first.node.kind === 'group') return edgeOfAlternation(first.node.body, side);
  return 'free';
}

function edgeOfAlternation(alt: Alternation, side: Side): EdgeKind {
  const kinds = new Set(alt.map((seq) => edgeOfSequence(seq, side)));
  const [kind] = kinds;
  return kinds.size === 1 && kind ? kind : 'mixed';
}

function edgeCharsAreWord(node: RegexNode, side: Side): boolean {
  switch (node.kind) {
    case 'chars':
      return node.wordOnly;
    case 'group':
      return node.body.every((seq) => sequenceEdgeIsWord(seq, side));
    case 'assert':
    case 'backref':
      return false;
  }
}

/** The first (or last) character consumed by every path through the sequence is a word character. */
function sequenceEdgeIsWord(seq: Sequence, side: Side): boolean {
  return edgeItemsAreWord(side === 'start' ? seq : [...seq].reverse(), side);
}

/** Items in the order met from the edge: optional ones may be skipped, so each must qualify. */
function edgeItemsAreWord(items: readonly Item[], side: Side): boolean {
  for (const item of items) {
    if (!edgeCharsAreWord(item.node, side)) return false;
    if (item.min >= 1) return true;
  }
  return false;
}

/** Every path through the node that consumes anything ends with a non-word character. */
function endsWithNonWord(node: RegexNode): boolean {
  switch (node.kind) {
    case 'chars':
      return node.nonWordOnly;
    case 'group':
      return node.body.every((seq) => {
        const last = seq[seq.length - 1];
        return last !== undefined && last.min >= 1 && endsWithNonWord(last.node);
      });
    case 'assert':
    case 'backref':
      return false;
  }
}

/** Literal prefixes of every path through the alternation, or null. */
function prefixesOfAlternation(alt: Alternation, wordStart: boolean): string[] | null {
  const all: string[] = [];
  for (const seq of alt) {
    const prefixes = prefixesOfSequence(seq, wordStart);
    if (!prefixes) return null;
    all.push(...prefixes);
  }
  if (all.length <= MAX_EXACT) return all;
  // Too many to list: every match still begins with the first word of one of them, and the
  // prefilter's automaton finds a few hundred words as cheaply as a few.
  const words = [...new Set(all.map((p) => (p.includes(GAP) ? p.slice(0, p.indexOf(GAP)) : p)))];
  return words.length <= MAX_PREFIX_WORDS ? words : null;
}

function prefixesOfSequence(seq: Sequence, wordStart: boolean): string[] | null {
  let run: string[] = [''];
  for (const item of seq) {
    const info = infoOfItem(item, wordStart);
    if (info.exact) {
      const exact = info.exact;
      if (run.length * exact.length > MAX_EXACT) break;
      run = run.flatMap((prefix) => exact.map((suffix) => prefix + suffix));
      continue;
    }
    // A group that must match contributes its own prefixes; nothing after it is known.
    if (item.node.kind === 'group' && item.min >= 1) {
      const inner = prefixesOfAlternation(item.node.body, wordStart);
      if (inner && run.length * inner.length <= MAX_PREFIX_WORDS) {
        run = run.flatMap((prefix) => inner.map((suffix) => prefix + suffix));
      }
    }
    break;
  }
  return run;
}

/** Most split points tried per regex: each costs two analyses of its halves. */
const MAX_SPLITS = 6;

/**
 * The split of a one-sequence regex into a head and a tail whose literal sets are together the
 * cheapest by `cost`: cut after each group that must match (the big alternations of a rule's
 * parts).
 */
function splitAnchors(
  ast: Alternation,
  cost: (first: AnchorSet, second: AnchorSet) => number,
): { readonly first: AnchorSet; readonly second: AnchorSet } | null {
  if (ast.length !== 1) return null;
  const [seq] = ast;
  let best: { first: AnchorSet; second: AnchorSet; cost: number } | null = null;
  let tried = 0;
  for (let k = 1; k < seq.length && tried < MAX_SPLITS; k++) {
    const item = seq[k - 1];
    if (item.node.kind !== 'group' || item.min < 1) continue;
    tried++;
    const head = [seq.slice(0, k)];
    const tail = [seq.slice(k)];
    const headInfo = infoOfAlternation(head, false).req;
    const tailInfo = infoOfAlternation(tail, false).req;
    if (!headInfo || !tailInfo || headInfo.strings.length === 0) continue;
    if (tailInfo.strings.length === 0) continue;
    // Each part's reach, seen from the whole match: the head starts it, the tail ends it.
    const longest = alternationMaxLength(ast);
    const first = bounded(widened(headInfo, 0, alternationMaxLength(tail))!, longest);
    const second = bounded(widened(tailInfo, alternationMaxLength(head), 0)!, longest);
    const costOfSplit = cost(first, second);
    if (!best || costOfSplit < best.cost) best = { first, second, cost: costOfSplit };
  }
  return best && { first: best.first, second: best.second };
}

/**
 * The requirement as the scanner uses it: no reach beyond the longest match, which holds for
 * any occurrence inside a match (and stands in where the reach is unknown).
 */
function bounded(req: Requirement, longest: number): AnchorSet {
  const bound = (reach: number) => (reach >= 0 && reach <= longest ? reach : longest);
  return { ...req, before: bound(req.before), after: bound(req.after) };
}

function prefixSet(ast: Alternation): AnchorSet | null {
  const startsWord = edgeOfAlternation(ast, 'start') === 'word';
  const prefixes = prefixesOfAlternation(ast, startsWord);
  if (!prefixes) return null;
  const strings = prefixes.map((p) => p.replace(/ +$/, ''));
  if (strings.some((p) => p === '' || p.startsWith(GAP))) return null;
  const wordStart = startsWord && strings.every((p) => WORD_CHAR.test(p[0]));
  // Every match starts at its prefix.
  return {
    strings: simplify(strings, true),
    wordStart,
    before: 0,
    after: alternationMaxLength(ast),
  };
}

/** The last regex lowered: a rule's split is asked right after its analysis. */
let lastLowered: { source: string; ast: Alternation } | null = null;

function lowered(source: string): Alternation {
  if (lastLowered?.source !== source) {
    const { alternatives } = new RegExpParser().parsePattern(source, 0, source.length, {
      unicode: false,
    });
    lastLowered = { source, ast: lowerAlternatives(alternatives) };
  }
  return lastLowered.ast;
}

export function analyzeRegex(source: string): RegexAnalysis {
  const ast = lowered(source);
  const problems: string[] = [];
  collectProblems(ast, problems);
  const anchors = infoOfAlternation(ast, false).req;
  const maxLength = alternationMaxLength(ast);
  return {
    maxLength,
    problems: [...new Set(problems)],
    anchors: anchors && anchors.strings.length > 0 ? bounded(anchors, maxLength) : null,
    prefixes: prefixSet(ast),
    hasLookaround: hasLookaround(ast),
    startEdge: edgeOfAlternation(ast, 'start'),
    endEdge: edgeOfAlternation(ast, 'end'),
  };
}

/**
 * For a regex that is one sequence: two literal sets, every match containing one of `first`
 * and, after it, one of `second` (a match is some text then some more, each with its own
 * literal). Null when the regex does not split so.
 */
export function analyzeSplit(
  source: string,
): { readonly first: AnchorSet; readonly second: AnchorSet } | null {
  return splitAnchors(lowered(source), (first, second) => anchorCost(first) + anchorCost(second));
}

/**
 * For a regex that is one sequence: the rarest literal set of which every match contains one
 * after its first part, so no further after the match's start than its longest length. Lets a
 * rule tried at each of its prefixes skip the prefixes with no such literal close behind. Null
 * when the regex does not split so.
 */
export function analyzeTail(source: string): AnchorSet | null {
  return splitAnchors(lowered(source), (_first, second) => anchorCost(second))?.second ?? null;
}

/**
 * The regex as alternatives that together match what it matches: its top-level alternatives,
 * or those of its first alternation group, each with what surrounds the group. Distributing
 * keeps the engine's order of preference (at any start, the union's match is the first
 * alternative's that matches there) provided nothing before the group offers a choice: only
 * single characters, classes and assertions may come before it. Null when there are no two
 * alternatives to split.
 */
export function splitAlternatives(source: string): string[] | null {
  const { alternatives } = new RegExpParser().parsePattern(source, 0, source.length, {
    unicode: false,
  });
  if (alternatives.length > 1) return alternatives.map((alternative) => alternative.raw);
  const { elements } = alternatives[0];
  const k = elements.findIndex(
    (e) => (e.type === 'Group' || e.type === 'CapturingGroup') && e.alternatives.length > 1,
  );
  if (k < 0) return null;
  const choiceFree = elements
    .slice(0, k)
    .every(
      (e) =>
        e.type === 'Assertion' ||
        e.type === 'Character' ||
        e.type === 'CharacterSet' ||
        e.type === 'CharacterClass',
    );
  if (!choiceFree) return null;
  const group = elements[k] as AST.Group | AST.CapturingGroup;
  const head = source.slice(0, group.start);
  const tail = source.slice(group.end);
  return group.alternatives.map((alternative) => `${head}(?:${alternative.raw})${tail}`);
}
