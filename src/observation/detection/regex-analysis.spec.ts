import { analyzeRegex } from './regex-analysis';

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
    expect(anchors).toEqual({ strings: ['filename', 'file name'], wordStart: true });
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
