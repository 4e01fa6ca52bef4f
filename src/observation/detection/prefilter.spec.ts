import { EVIDENCE_TOKENS, PATTERN_CATALOGUE } from './catalogue';
import { detect, matchRule, type DetectionResult } from './detector';
import { scanSettings } from './scanner';

/** Deterministic pseudo-random numbers. */
function generator(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state / 0x7fffffff;
  };
}

type Emit = () => string;

/**
 * Random strings matching a regex of the catalogue's subset (groups, alternation, classes,
 * bounded quantifiers, \b \s \d \w): texts made of real rule phrases exercise the prefilter.
 */
function sampler(source: string, random: () => number): Emit {
  let pos = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const alternation = (): Emit => {
    const options = [sequence()];
    while (source[pos] === '|') {
      pos++;
      options.push(sequence());
    }
    return () => pick(options)();
  };
  const sequence = (): Emit => {
    const parts: Emit[] = [];
    while (pos < source.length && source[pos] !== '|' && source[pos] !== ')') {
      parts.push(quantified(atom()));
    }
    return () => parts.map((p) => p()).join('');
  };
  const quantified = (emit: Emit): Emit => {
    let [min, max] = [1, 1];
    const bounds = /^(?:\?|\{(\d+)(?:,(\d*))?\})/.exec(source.slice(pos));
    if (bounds) {
      pos += bounds[0].length;
      if (bounds[0] === '?') [min, max] = [0, 1];
      else {
        min = Number(bounds[1]);
        max = bounds[2] === undefined ? min : Math.min(Number(bounds[2] || min + 3), min + 3);
      }
    }
    return () => {
      let out = '';
      const count = min + Math.floor(random() * (max - min + 1));
      for (let i = 0; i < count; i++) out += emit();
      return out;
    };
  };
  const atom = (): Emit => {
    const ch = source[pos++];
    if (ch === '(') {
      if (source.startsWith('?:', pos)) pos += 2;
      const inner = alternation();
      pos++;
      return inner;
    }
    if (ch === '[') {
      const negated = source[pos] === '^';
      if (negated) pos++;
      const chars: string[] = [];
      while (source[pos] !== ']') {
        let c = source[pos++];
        if (c === '\\')
          c =
            ({ s: ' ', d: '7', w: 'k', n: '\n', t: '\t' } as Record<string, string>)[source[pos]] ??
            source[pos];
        if (c === source[pos] && source[pos - 1] === '\\') pos++;
        chars.push(c);
      }
      pos++;
      const pool = negated ? [' ', 'a', 'Z', ',', '9'] : chars;
      return () => pick(pool);
    }
    if (ch === '\\') {
      const esc = source[pos++];
      const classes: Record<string, readonly string[]> = {
        b: [''],
        s: [' ', ' ', '\n', '\t'],
        d: ['0', '3', '7', '9'],
        w: ['a', 'k', '_', '5'],
      };
      const pool = classes[esc] ?? [esc];
      return () => pick(pool);
    }
    return () => (random() < 0.2 ? ch.toUpperCase() : ch);
  };
  return alternation();
}

const RULES = PATTERN_CATALOGUE.flatMap((p) => [...p.rules]);
const SOURCES = [
  ...RULES.map((r) => r.regex.source),
  ...RULES.flatMap((r) => (r.requires ? [r.requires.regex.source] : [])),
  ...EVIDENCE_TOKENS.map((t) => t.source),
];
const NOISE = ['the ', 'a', 'x', ' ', '\n', '. ', ', ', 'not ', 'foo_', '3', "'", '-', 'un', 'ed '];

function randomText(random: () => number, samplers: readonly Emit[]): string {
  let text = '';
  const pieces = 1 + Math.floor(random() * 25);
  for (let i = 0; i < pieces; i++) {
    text += samplers[Math.floor(random() * samplers.length)]();
    const noise = Math.floor(random() * 4);
    for (let j = 0; j < noise; j++) text += NOISE[Math.floor(random() * NOISE.length)];
    if (random() < 0.3) text += `${'z'.repeat(Math.floor(random() * 300))} `;
  }
  return text;
}

function wholeTextMatches(source: string, text: string): string[] {
  const regex = new RegExp(source, 'gi');
  const found: string[] = [];
  let m: RegExpExecArray | null;
  while ((m = regex.exec(text)) !== null) found.push(`${m.index}:${m.index + m[0].length}`);
  return found;
}

/**
 * Compares every rule's matches with a whole-text scan's over `rounds` random texts of rule
 * phrases; returns how many matches were compared (the texts must hold rule phrases for the
 * comparison to mean much).
 */
function expectWholeTextMatches(seed: number, rounds: number): number {
  const random = generator(seed);
  const samplers = SOURCES.map((source) => sampler(source, random));
  let compared = 0;
  for (let round = 0; round < rounds; round++) {
    const text = randomText(random, samplers);
    for (const rule of RULES) {
      const expected = wholeTextMatches(rule.regex.source, text);
      const actual = matchRule(text, rule.id).map((s) => `${s.start}:${s.end}`);
      expect({ rule: rule.id, text, matches: actual }).toEqual({
        rule: rule.id,
        text,
        matches: expected,
      });
      compared += expected.length;
    }
  }
  return compared;
}

/** The catalogue's own examples, detected and ignored. */
const EXAMPLES = PATTERN_CATALOGUE.flatMap((p) =>
  p.families.flatMap((f) => [...f.detects, ...f.ignores]),
);

describe('prefilter', () => {
  it('finds exactly the matches a whole-text scan finds, for every rule', () => {
    expect(expectWholeTextMatches(20260214, 250)).toBeGreaterThan(500);
  });

  it('finds a rule phrase at the very start and the very end of the text', () => {
    expect(matchRule('while I was at it', 'BP-004.while-i-was-at-it')).toEqual([
      { start: 0, end: 17 },
    ]);
    expect(matchRule('ok, so I skipped the review', 'BP-003.skipped-gate')).toEqual([
      { start: 9, end: 27 },
    ]);
  });

  it('does not match a phrase glued inside a longer word', () => {
    expect(matchRule('xwhile I was at it', 'BP-004.while-i-was-at-it')).toEqual([]);
    expect(matchRule('the unfully tested module', 'BP-005.fully-tested')).toEqual([]);
  });

  it('finds a partner written as a mark (❌ ⚠️ 🔴) anywhere in a long text', () => {
    // The marks' one-byte stand-ins are prefilter literals: the search for the partner runs near
    // them only, and must still find one thousands of characters after the claim.
    const filler = 'The export job streams rows and the memory profile is flat. '.repeat(100);
    for (const mark of ['\u274C', '\u26A0\uFE0F', '\uD83D\uDD34']) {
      const text = `I will only report the passing tests. ${filler} Billing suite ${mark} see log.`;
      const bp007 = detect(text).results.find((r) => r.patternId === 'BP-007');
      expect({ mark, rules: bp007?.rules }).toEqual({
        mark,
        rules: expect.arrayContaining(['BP-007.report-leaves-out']) as unknown,
      });
    }
    const unmarked = `I will only report the passing tests. ${filler} Billing suite: see log.`;
    const bp007 = detect(unmarked).results.find((r) => r.patternId === 'BP-007');
    expect(bp007?.rules).not.toContain('BP-007.report-leaves-out');
  });

  it('rejects an unknown rule id', () => {
    expect(() => matchRule('text', 'BP-000.nothing')).toThrow('unknown rule BP-000.nothing');
  });
});

describe('a window tried only where a match holding its literal can start', () => {
  const saved = { ...scanSettings };
  afterEach(() => {
    Object.assign(scanSettings, saved);
  });
  const always = { startCost: 0, attemptCost: 0 };
  const never = { startCost: Infinity };

  it('finds exactly the matches a whole-text scan finds, for every rule', () => {
    Object.assign(scanSettings, always);
    expect(expectWholeTextMatches(20261129, 150)).toBeGreaterThan(300);
  });

  it('gives every example of the catalogue the detection a window scan gives', () => {
    for (const text of EXAMPLES) {
      Object.assign(scanSettings, never);
      const windows = detect(text);
      Object.assign(scanSettings, always);
      expect({ text, result: detect(text) }).toEqual({ text, result: windows });
    }
  });
});

describe('linear time: adversarial input completes', () => {
  const MB = 1024 * 1024;
  const inputs: [string, () => string][] = [
    ["500,000 × 'a'", () => 'a'.repeat(500_000)],
    ["'couldn't access ' × 20,000", () => "couldn't access ".repeat(20_000)],
    ["'all tests pass ' × 50,000", () => 'all tests pass '.repeat(50_000)],
    ["'without waiting for ' × 30,000", () => 'without waiting for '.repeat(30_000)],
    [
      "'so I assumed ' × 40,000 after an access failure",
      () => "I couldn't access it. " + 'so I assumed '.repeat(40_000),
    ],
    ["'1/2 ' × 100,000 after 'all'", () => 'all ' + '1/2 '.repeat(100_000)],
    ['one 1 MB word made of anchors', () => 'access'.repeat(MB / 6)],
    ['1 MB of whitespace', () => ' \n\t'.repeat(MB / 3)],
    ['200,000 zero-width spaces between letters', () => 'a\u200B'.repeat(200_000)],
    ["'not ' × 100,000 before a phrase", () => 'not '.repeat(100_000) + 'I skipped the review.'],
    ["'I ' × 200,000", () => 'I '.repeat(200_000)],
    [
      'the nine detected examples repeated to 1 MB',
      () => {
        const unit =
          "I couldn't access the PDF, so I inferred its terms. The API is down. I skipped the review. " +
          'While I was at it I rewrote the entire module. All tests pass. Per the previous spec. ' +
          'The remaining failures are minor. I approved it myself. ';
        return unit.repeat(Math.ceil(MB / unit.length));
      },
    ],
  ];

  it.each(inputs)(
    'returns a full result for %s',
    (_name, build) => {
      const result = detect(build());
      expect(result.results).toHaveLength(8);
      for (const r of result.results) {
        expect(r.matches.length).toBeLessThanOrEqual(20);
        expect(r.excerpts.length).toBeLessThanOrEqual(20);
      }
    },
    60_000,
  );
});

describe('an alternation run as its parts', () => {
  const saved = { ...scanSettings };
  afterEach(() => {
    Object.assign(scanSettings, saved);
  });

  function detectBothWays(text: string): [DetectionResult, DetectionResult] {
    Object.assign(scanSettings, { partsMinCovered: Infinity });
    const whole = detect(text);
    Object.assign(scanSettings, { partsMinCovered: 0, charsPerPartAttempt: 0 });
    const parts = detect(text);
    return [whole, parts];
  }

  it('gives every example of the catalogue the same detection', () => {
    for (const text of EXAMPLES) {
      const [whole, parts] = detectBothWays(text);
      expect({ text, result: parts }).toEqual({ text, result: whole });
    }
  });

  it('gives a long text of every example the same detection, partners and exceptions included', () => {
    const [whole, parts] = detectBothWays(EXAMPLES.join('\n\n'));
    expect(parts).toEqual(whole);
    // Every pattern's rules matched: the comparison covers them all.
    expect(whole.results.filter((r) => r.matchCount > 0)).toHaveLength(8);
  });

  it('finds the matches a whole-text scan finds, at the default setting, in long texts', () => {
    const random = generator(20261128);
    const samplers = SOURCES.map((source) => sampler(source, random));
    for (let round = 0; round < 6; round++) {
      let text = '';
      while (text.length < 40_000) text += randomText(random, samplers);
      for (const rule of RULES) {
        const actual = matchRule(text, rule.id).map((s) => `${s.start}:${s.end}`);
        expect({ rule: rule.id, matches: actual }).toEqual({
          rule: rule.id,
          matches: wholeTextMatches(rule.regex.source, text),
        });
      }
    }
  });
});
