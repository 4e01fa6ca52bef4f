import {
  analyzeRegex,
  analyzeSplit,
  analyzeTail,
  anchorCost,
  splitAlternatives,
  type AnchorSet,
} from './regex-analysis';

describe('analyzeRegex: linear-time problems', () => {
  it.each([
    ['(a+)+', 'nested quantifier'],
    ['(?:\\w+\\s?)*x', 'nested quantifier'],
    ['(?:ab{1,3}){2,5}', 'nested quantifier'],
    ['(a)\\1', 'backreference'],
    ['(?<w>a)\\k<w>', 'backreference'],
    ['start.*end', 'unbounded quantifier over a wildcard class'],
    ['a[^.]+b', 'unbounded quantifier over a wildcard class'],
    ['a[\\s\\S]*b', 'unbounded quantifier over a wildcard class'],
    ['x\\S+y', 'unbounded quantifier over a wildcard class'],
    ['(?<=a+)b', 'unbounded lookbehind'],
    ['\\W+x', 'unbounded quantifier over a wildcard class'],
    ['[^\\s]*x', 'unbounded quantifier over a wildcard class'],
  ])('flags /%s/ with %p', (source, problem) => {
    expect(analyzeRegex(source).problems).toContain(problem);
  });

  it.each([
    ['\\bwhile I was at it\\b'],
    ["\\b(?:could(?:n't| not)) access\\b"],
    ['a.{0,80}b'],
    ['a[^.]{0,80}b'],
    ['(?:the )?(?:api|service) is down'],
    ['(?:ab)?c{1,3}'],
    ['(?<=ab)c'],
    ['(?<!a{1,3})b'],
    ['[^\\s]{1,3}x'],
  ])('accepts /%s/', (source) => {
    expect(analyzeRegex(source).problems).toEqual([]);
  });

  it('refuses a backreference by name and derives no literal from the group name', () => {
    const analysis = analyzeRegex('(?<word>ab)\\k<word>');
    expect(analysis.problems).toEqual(['backreference']);
    expect(analysis.maxLength).toBe(Infinity);
    expect(analysis.anchors?.strings).toEqual(['ab']);
  });

  it('reads \\k<name> without a named group as the literal text the engine matches', () => {
    const analysis = analyzeRegex('\\k<word>');
    expect(new RegExp('\\k<word>').test('k<word>')).toBe(true);
    expect(analysis.problems).toEqual([]);
    expect(analysis).toMatchObject({ maxLength: 7, anchors: { strings: ['k<word>'] } });
  });

  it('rejects a pattern the engine would reject', () => {
    expect(() => analyzeRegex('(?:unclosed')).toThrow();
  });

  it('measures the longest possible match', () => {
    expect(analyzeRegex('abc').maxLength).toBe(3);
    expect(analyzeRegex('a{2,5}(?:bc|d)?').maxLength).toBe(7);
    expect(analyzeRegex('\\ba.{0,80}b\\b').maxLength).toBe(82);
    expect(analyzeRegex('a\\s+b').maxLength).toBe(Infinity);
    expect(analyzeRegex('(?<=abc)d(?=e{2})').maxLength).toBe(1);
    // Not a quantifier without a lower bound: five literal characters.
    expect(analyzeRegex('a{,3}').maxLength).toBe(5);
  });
});

describe('analyzeRegex: prefilter literals', () => {
  it('derives a literal every match contains', () => {
    const { anchors } = analyzeRegex('\\b(?:skipped|bypassed) (?:the )?review\\b');
    expect(anchors?.strings.length).toBeGreaterThan(0);
    for (const text of ['skipped the review', 'Bypassed review', 'skipped  the review']) {
      const lower = text.toLowerCase().replace(/\s+/g, ' ');
      expect(anchors?.strings.some((a) => lower.includes(a))).toBe(true);
    }
  });

  it('decodes escapes and folds case in literals', () => {
    expect(analyzeRegex('\\x41\\u0042C\\.d').anchors?.strings).toEqual(['abc.d']);
    expect(analyzeRegex('[Xy]z').anchors?.strings).toEqual(['xz', 'yz']);
  });

  it('takes the one-byte characters beyond ASCII as literals, but not control characters', () => {
    // The matching text's stand-ins of marks and emoji (❌ ⚠ 🔴) and Latin-1 letters.
    expect(analyzeRegex('(?:[\\x94\\x95]|\\x86\\x97|degraded)').anchors?.strings).toEqual(
      expect.arrayContaining(['\x94', '\x95', '\x86\x97', 'degraded']),
    );
    expect(analyzeRegex('caf\\xe9 cr\\xe8me').anchors?.strings).toEqual(['café crème']);
    expect(analyzeRegex('\\x07').anchors).toBeNull();
  });

  it('prefers a rare word to a common one', () => {
    expect(analyzeRegex('\\bthe liberty\\b').anchors?.strings).toEqual(['the liberty']);
    expect(analyzeRegex('\\bthe\\b[^.]{0,20}\\bliberty\\b').anchors?.strings).toEqual(['liberty']);
  });

  it('marks literals that begin at a word boundary', () => {
    expect(analyzeRegex('\\bliberty\\b').anchors?.wordStart).toBe(true);
    expect(analyzeRegex('self-?approved').anchors?.wordStart).toBe(false);
  });

  it('keeps a word-start literal whole rather than keeping a word inside it', () => {
    const { anchors } = analyzeRegex('\\b(?:filename|file name)\\b');
    expect(anchors).toMatchObject({ strings: ['filename', 'file name'], wordStart: true });
  });

  it('derives the prefixes every match starts with', () => {
    const { prefixes } = analyzeRegex('\\b(?:went|moved) ahead and (?:merged|deployed)\\b');
    expect([...(prefixes?.strings ?? [])].sort()).toEqual([
      'moved ahead and deployed',
      'moved ahead and merged',
      'went ahead and deployed',
      'went ahead and merged',
    ]);
  });

  it('has no prefixes when a match may start with optional or open-ended text', () => {
    expect([...(analyzeRegex('a?b').prefixes?.strings ?? [])].sort()).toEqual(['ab', 'b']);
    expect(analyzeRegex('[a-z]{1,5}b').prefixes).toBeNull();
  });

  it('reports how matches meet word boundaries', () => {
    expect(analyzeRegex('\\bword\\b')).toMatchObject({ startEdge: 'word', endEdge: 'word' });
    expect(analyzeRegex('```')).toMatchObject({ startEdge: 'free', endEdge: 'free' });
    expect(analyzeRegex('\\bword|```').startEdge).toBe('mixed');
    expect(analyzeRegex('(?=a)b').hasLookaround).toBe(true);
  });
});

/** Where each literal of the set occurs in the text, a space standing for a run of whitespace. */
function occurrences(set: AnchorSet, text: string): number[] {
  const found = new Set<number>();
  for (const literal of set.strings) {
    const escaped = literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
    const regex = new RegExp(escaped, 'gi');
    for (let m = regex.exec(text); m !== null; m = regex.exec(text)) {
      found.add(m.index);
      regex.lastIndex = m.index + 1;
    }
  }
  return [...found].sort((a, b) => a - b);
}

function matchesOf(source: string, text: string): { start: number; end: number }[] {
  return [...text.matchAll(new RegExp(source, 'gi'))].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
}

describe('analyzeRegex: how far a match reaches around its literal', () => {
  it('measures the text a match can have before and after the literal', () => {
    const { anchors, maxLength } = analyzeRegex(
      '\\b(?:the|a) [a-z]{1,20} (?:liberty|freedom)\\b[^.]{0,30}',
    );
    // "the " and up to 20 letters and a space before; the word and 30 characters from its start.
    expect(anchors).toMatchObject({ strings: ['liberty', 'freedom'], before: 25, after: 37 });
    expect(maxLength).toBe(62);
  });

  it('counts the other repetitions of a repeated literal on both sides', () => {
    expect(analyzeRegex('(?:ab|cd){2,3}').anchors).toMatchObject({ before: 4, after: 6 });
  });

  it('places a literal kept for a longer one that contains it anywhere inside that one', () => {
    // "xabc" is found through "abc", one character into it.
    const { anchors } = analyzeRegex('(?:xabc|abc)d{0,3}');
    expect(anchors).toMatchObject({ strings: ['abc'], wordStart: false });
    expect(anchors!.before).toBeGreaterThanOrEqual(1);
    expect(anchors!.after).toBe(7);
  });

  it('starts every match at a prefix', () => {
    expect(analyzeRegex('\\bwent ahead and (?:merged|deployed)\\b').prefixes).toMatchObject({
      before: 0,
      after: 23,
    });
  });

  it.each([
    [
      '\\b(?:the|a) [a-z]{1,20} (?:liberty|freedom)\\b[^.]{0,30}',
      'A quiet liberty was taken. the   bold freedom of it all, the liberty liberty',
    ],
    ['x{0,10}abc[^.]{0,5}', 'xxxxxxxxxxabcabc.abc xxabcxx. xabcabcabc'],
    ['(?:ab|cd){2,3}', 'abcdab cdcd ababababab xcdabx'],
    ['[a-z]{0,9}(?:foo\\s{1,3}bar|xfoo)', 'zzzzzzzzzfoo   bar qqxfoo foo bar foobar'],
    [
      '\\b(?:quietly|silently)\\s{1,8}(?:dropped|removed)\\b[^.]{0,50}\\b(?:tests?|checks?)\\b',
      'I quietly dropped two flaky tests. Silently  removed the checks and the test. quietly removed',
    ],
    [
      "\\b(?:couldn't|could not)\\s{1,8}(?:access|open)\\b(?:\\s{1,8}the)?\\s{1,8}\\w{1,12}",
      "I couldn't access the file; could  not open reports; couldn't access",
    ],
  ])('holds every match of /%s/ within that reach of a literal inside it', (source, text) => {
    const { anchors } = analyzeRegex(source);
    const matches = matchesOf(source, text);
    expect(matches.length).toBeGreaterThan(0);
    const found = occurrences(anchors!, text);
    for (const m of matches) {
      const covering = found.filter(
        (p) =>
          p >= m.start &&
          p < m.end &&
          m.start >= p - anchors!.before &&
          m.end <= p + anchors!.after,
      );
      expect({ match: text.slice(m.start, m.end), covered: covering.length > 0 }).toEqual({
        match: text.slice(m.start, m.end),
        covered: true,
      });
    }
  });

  it('bounds how far after the first literal of a split the second one follows', () => {
    const source =
      '\\b(?:quietly|silently)\\s{1,8}(?:dropped|removed)\\b[^.]{0,50}\\b(?:tests?|checks?)\\b';
    const split = analyzeSplit(source)!;
    expect(split.first.after).toBeLessThanOrEqual(analyzeRegex(source).maxLength);
    const text = 'I quietly dropped two flaky tests. Silently  removed the checks and the test.';
    for (const m of matchesOf(source, text)) {
      const firsts = occurrences(split.first, text).filter((p) => p >= m.start && p < m.end);
      const seconds = occurrences(split.second, text).filter((q) => q >= m.start && q < m.end);
      const paired = firsts.some(
        (p) =>
          m.end <= p + split.first.after &&
          seconds.some((q) => q >= p && q - p <= split.first.after),
      );
      expect(paired).toBe(true);
    }
  });
});

describe('analyzeTail: the literal a match holds after its first part', () => {
  const source =
    "\\b(?:failed|errors?|broken)\\b[^.;\\n]{0,80}\\b(?:but|though) (?:it's |they're )?(?:flaky|unrelated|harmless)\\b";

  it('takes the rarest part after a cut: the dismissal, not the failure word or the conjunction', () => {
    const tail = analyzeTail(source)!;
    expect([...tail.strings].sort()).toEqual(['flaky', 'harmless', 'unrelated']);
    expect(anchorCost(tail)).toBeLessThan(anchorCost(analyzeRegex(source).prefixes!));
  });

  it('finds, in every match, a tail literal no further after its start than the longest match', () => {
    const tail = analyzeTail(source)!;
    const { maxLength } = analyzeRegex(source);
    const text =
      "Two tests failed but they're flaky. Errors in the log, but unrelated. broken, though harmless";
    const matches = matchesOf(source, text);
    expect(matches).toHaveLength(3);
    const found = occurrences(tail, text);
    for (const m of matches) {
      expect(found.some((q) => q >= m.start && q < m.end && q - m.start <= maxLength)).toBe(true);
    }
  });

  it('is null for a regex of several alternatives or without a part that must match', () => {
    expect(analyzeTail('\\bfailed\\b|\\bbroken\\b')).toBeNull();
    expect(analyzeTail('\\bfailed(?: badly)?')).toBeNull();
  });
});

describe('splitAlternatives: an alternation as regexes of one alternative each', () => {
  /** Every start's match, as `{start: text}`: what the union's alternatives must reproduce. */
  function everyStart(sources: readonly string[], text: string): Record<number, string> {
    const found: Record<number, string> = {};
    for (const source of sources) {
      const regex = new RegExp(source, 'gi');
      for (let m = regex.exec(text); m; regex.lastIndex = m.index + 1, m = regex.exec(text)) {
        found[m.index] ??= m[0];
      }
    }
    return found;
  }

  it('takes the top-level alternatives as they are', () => {
    expect(splitAlternatives('\\bfailed\\b|\\bbroken (?:build|test)')).toEqual([
      '\\bfailed\\b',
      '\\bbroken (?:build|test)',
    ]);
  });

  it('carries what surrounds the first alternation group into each alternative', () => {
    expect(splitAlternatives("\\b(?:could(?:n't| not)|unable to) (?:open|read)\\b")).toEqual([
      "\\b(?:could(?:n't| not)) (?:open|read)\\b",
      '\\b(?:unable to) (?:open|read)\\b',
    ]);
  });

  it("keeps the engine's preference at every start: the first alternative that matches there", () => {
    // Both alternatives match at "test": the first (the shorter) is the union's match there.
    const source = '\\b(?:tests?|tests? failed)\\b';
    const text = 'Two tests failed, then the test failed again; tests!';
    expect(everyStart(splitAlternatives(source)!, text)).toEqual(everyStart([source], text));
  });

  it('refuses to distribute over a group with a choice before it', () => {
    // "a?" before the group is a choice the engine would revisit only after every alternative.
    expect(splitAlternatives('a?(?:b|ab)c')).toBeNull();
    expect(splitAlternatives('\\b(?:all )?(?:tests|checks) pass')).toBeNull();
  });

  it('is null for a regex without two alternatives', () => {
    expect(splitAlternatives('\\bfailed(?: badly)?')).toBeNull();
    expect(splitAlternatives('(?:a|b)+c')).toBeNull();
  });
});
