import { storableText } from './storable-text';

describe('storableText', () => {
  it.each([
    ['plain text', 'plain text'],
    ['a\u0000b', 'a\uFFFDb'],
    ['lone high \uD800 here', 'lone high \uFFFD here'],
    ['lone low \uDC00 here', 'lone low \uFFFD here'],
    ['high at the end \uD83D', 'high at the end \uFFFD'],
    ['\uDE00 low at the start', '\uFFFD low at the start'],
    ['a pair 😀 stays', 'a pair 😀 stays'],
    ['reversed \uDE00\uD83D pair', 'reversed \uFFFD\uFFFD pair'],
    ['control \u0001\u001f chars stay', 'control \u0001\u001f chars stay'],
  ])('%j → %j', (input, expected) => {
    expect(storableText(input)).toBe(expected);
  });
});
