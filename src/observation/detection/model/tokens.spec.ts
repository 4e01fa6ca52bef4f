import { featuresOf, readingOf } from './ngram-model';
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
  it('scales by the distinct n-grams, however many a long text has', () => {
    const words = Array.from(
      { length: 3000 },
      (_, i) => `w${String.fromCharCode(97 + (i % 26))}${i % 97}`,
    );
    for (const text of ['All tests pass and it works as expected.', words.join(' ')]) {
      expect(readingOf(text).scale).toBe(featuresOf(text).scale);
    }
  });
});
