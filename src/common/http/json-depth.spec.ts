import { exceedsJsonDepth } from './json-depth';

const bytes = (text: string) => Buffer.from(text, 'utf8');

describe('exceedsJsonDepth', () => {
  it.each([
    ['{}', 1, false],
    ['{}', 0, true],
    ['{"a":[[]]}', 3, false],
    ['{"a":[[]]}', 2, true],
    ['[{"a":{}},{"b":{}}]', 3, false],
    ['[{"a":{}},{"b":{}}]', 2, true],
    ['"[[[["', 1, false],
    ['{"a":"\\"[[[["}', 1, false],
    ['{"a":"\\\\"}', 1, false],
    ['{"a":"\\\\",[[]]}', 2, true],
    ['{"é[":"€{"}', 1, false],
    ['42', 0, false],
  ])('%s with a limit of %d: %p', (text, limit, expected) => {
    expect(exceedsJsonDepth(bytes(text), limit)).toBe(expected);
  });

  it('scans 900,000 levels without recursion', () => {
    expect(exceedsJsonDepth(bytes('['.repeat(900_000) + ']'.repeat(900_000)), 64)).toBe(true);
  });
});
