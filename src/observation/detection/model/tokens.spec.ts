import { featuresOf, modelScore, readingOf, type Reading } from './ngram-model';
import { tokenize } from './tokens';

/** The same text read by the unicode regex: a character beyond ASCII after it forces that path. */
function tokenizeByRegex(text: string): string[] {
  const tokens = tokenize(`${text} é`);
  expect(tokens[tokens.length - 1]).toBe('é');
  return tokens.slice(0, -1);
}

describe('tokenize', () => {
  const asciiTexts = [
    '',
    'Ran `npm test`: 214 passed, 0 failed (exit code 0).',
    "I couldn't access the vendor's PDF -- it's down-ish; don't-care 'quoted' -x x- a-'b",
    'v1.2.3 abc123def 12-34 HTTP/2 100% $5 #42 ##',
    "trailing joiners: end' end- 'start -start",
    'MIXED Case WORDS and CamelCase and snake_case__x',
    "a'b'c-d-e 9-a a-9 -- '' x",
  ];

  it.each(asciiTexts)('reads ASCII text as the unicode regex does: %j', (text) => {
    expect(tokenize(text)).toEqual(tokenizeByRegex(text));
  });

  it.each([
    'agent \u2192 Ran npm test: 48 passed \u2705, 0 failed \u274C \u26A0\uFE0F flaky',
    'Deployed \uD83D\uDE80 to staging\u2014done \u00A0 \u201Cquoted\u201D \uD800 x',
    'ok\u2705ok a-\u2192b \u2713\u2714\u2717\u2718',
  ])('reads words among arrows, emoji and verdict marks as the unicode regex does: %j', (text) => {
    expect(tokenize(text)).toEqual(tokenizeByRegex(text));
  });

  it.each([
    'caf\u00E9 ok',
    'it\u2019s done',
    'r\u00E9sum\u00E9 \u0441\u043E\u0434',
    'math \uD835\uDC00\uD835\uDC01 bold',
    '\u0661\u0662 digits',
  ])('reads letters and digits beyond ASCII with the unicode regex: %j', (text) => {
    expect(tokenize(text)).toEqual(tokenizeByRegex(text));
  });

  it('lower-cases words and folds digit runs', () => {
    expect(tokenize("Tests PASSED: 214/215, isn't v12.0 ok")).toEqual([
      'tests',
      'passed',
      '0',
      '0',
      "isn't",
      'v0',
      '0',
      'ok',
    ]);
  });
});

describe('readingOf', () => {
  /** Distinct words (digits would fold to one "0"). */
  const words = (count: number): string[] =>
    Array.from(
      { length: count },
      (_, i) => `w${String.fromCharCode(97 + (i % 26), 97 + (Math.floor(i / 26) % 26))}`,
    );
  /** The same text through the tokenizer for any script: a lone ’ is no token, but needs it. */
  const byRegex = (text: string) => readingOf(`${text} \u2019`);

  it.each([
    'All tests pass and it works as expected.',
    "Tests PASSED: 214/215, isn't v12.0 ok -- I couldn't reach the API; it's DOWN.",
    'I reviewed the diff and the plan. The plan was approved; the diff was reviewed twice.',
    'agent \u2192 Ran the tests: 48 passed \u2705; deployed \uD83D\uDE80 and the tests passed.',
  ])(
    'numbers ASCII words (among arrows and emoji) as the tokenizer for any script does: %j',
    (text) => {
      expect(readingOf(text)).toEqual(byRegex(text));
      // Read again, the words are found among those already read: the same reading.
      expect(readingOf(text)).toEqual(byRegex(text));
    },
  );

  it('tells apart two words whose characters hash alike', () => {
    // "yagnzdv" and "nkpxhfv" have the same 32-bit FNV-1a hash.
    const text = `${words(150).join(' ')} yagnzdv nkpxhfv yagnzdv`;
    expect(readingOf(text).scale).toBe(featuresOf(text).scale);
    expect(readingOf(text)).toEqual(byRegex(text));
  });

  it('scales by the distinct n-grams, however many a long text has', () => {
    for (const text of ['All tests pass and it works as expected.', words(3000).join(' ')]) {
      expect(readingOf(text).scale).toBe(featuresOf(text).scale);
    }
  });
});

describe('modelScore', () => {
  /** A reading of made-up n-grams whose weight is the same for every pattern. */
  const reading = (weights: number[]): Reading => ({
    scale: 1,
    terms: weights.map((_, i) => `t${i}`),
    weights: weights.map((w) => new Float64Array(8).fill(w)),
  });

  it('sums every weight and names the five strongest raises, earlier first among equals', () => {
    const score = modelScore('BP-001', reading([0.5, -1, 0.25, 2, 0.5, 0.125, 2, 0.5, 0.75]));
    expect(score.logit).toBe(0.5 - 1 + 0.25 + 2 + 0.5 + 0.125 + 2 + 0.5 + 0.75);
    expect(score.terms).toEqual([
      { term: 't3', weight: 2 },
      { term: 't6', weight: 2 },
      { term: 't8', weight: 0.75 },
      { term: 't0', weight: 0.5 },
      { term: 't4', weight: 0.5 },
    ]);
  });

  it('names fewer when fewer raise the score, and none for a pattern it does not model', () => {
    expect(modelScore('BP-002', reading([-0.5, 0.3, 0])).terms).toEqual([
      { term: 't1', weight: 0.3 },
    ]);
    expect(modelScore('BP-999', reading([1, 2]))).toEqual({ logit: 0, terms: [] });
  });
});
