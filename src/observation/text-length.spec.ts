import { exceedsMaxTextLength } from './text-length';

describe('exceedsMaxTextLength', () => {
  it.each([
    ['an empty text', '', 5, false],
    ['a text at the limit', 'abcde', 5, false],
    ['a text one character over', 'abcdef', 5, true],
    ['five emoji (ten UTF-16 units) at a limit of five', '😀😀😀😀😀', 5, false],
    ['six emoji at a limit of five', '😀😀😀😀😀😀', 5, true],
    ['a lone high surrogate counted as one character', 'abcd\ud83d', 5, false],
    ['lone surrogates beyond the limit', '\ud83d\ud83d\ud83d\ud83d\ud83d\ud83d', 5, true],
    ['a text over twice the limit', 'x'.repeat(11), 5, true],
  ])('judges %s', (_label, text, max, expected) => {
    expect(exceedsMaxTextLength(text, max)).toBe(expected);
  });

  it('accepts exactly 1,000,000 characters and refuses 1,000,001 by default', () => {
    expect(exceedsMaxTextLength('a'.repeat(1_000_000))).toBe(false);
    expect(exceedsMaxTextLength('a'.repeat(1_000_001))).toBe(true);
  });
});
