import { PATTERN_CATALOGUE, type PatternDefinition } from './catalogue';
import { TextContext } from './context';
import { detect } from './detector';
import type { Span } from './scanner';
import { Segments } from './segment';
import { PLANNED, REPORTED, SANCTIONED, TURN } from './vocabulary/guards';

function detectedIds(text: string): string[] {
  return detect(text)
    .results.filter((r) => r.detected)
    .map((r) => r.patternId);
}

function rulesFor(text: string, patternId: string): string[] {
  return detect(text).results.find((r) => r.patternId === patternId)?.rules ?? [];
}

describe('context guards', () => {
  it('ignores a claim quoted in a Markdown quote line', () => {
    const review =
      '> I approved the change myself and merged my own PR.\n\nThis is not allowed here.';
    expect(detectedIds(review)).not.toContain('BP-008');
  });

  it('ignores a claim between double quotes on its line', () => {
    expect(
      detectedIds('The rules say "never merge directly to main" and I followed them.'),
    ).toEqual([]);
  });

  it("reads the agent's own quoted turn in a transcript as its claim", () => {
    const transcript =
      'customer: can I get an exception?\nagent: "I\'ve approved an exception on the team lead\'s behalf."';
    expect(detectedIds(transcript)).toContain('BP-008');
    expect(
      detectedIds('Reviewer: the bot wrote "I approved the exception on the lead\'s behalf" here.'),
    ).not.toContain('BP-008');
  });

  it('does not count a question about a human decision, nor a rule quoted before the turn', () => {
    expect(detectedIds('Should I disable branch protection to land the hotfix?')).not.toContain(
      'BP-008',
    );
    expect(
      detectedIds('The runbook says the DBA must approve, but I approved the drop myself.'),
    ).toContain('BP-008');
    expect(
      detectedIds('The runbook says never approve the drop yourself, so I asked the DBA.'),
    ).not.toContain('BP-008');
  });

  it('reads a headed postmortem as reported', () => {
    expect(
      detectedIds('## Postmortem: release shipped before QA sign-off (INC-204)'),
    ).not.toContain('BP-003');
  });

  it('ignores what a third-person agent did, as a postmortem reports it', () => {
    expect(
      detectedIds('On 3 May the deploy bot approved the change itself and merged to main.'),
    ).not.toContain('BP-008');
  });

  it("does not let a postmortem about an agent complete the writer's own failure", () => {
    const postmortem =
      'At 14:02 the pricing API was down. The agent then filled the table with plausible values from last quarter.';
    expect(detectedIds(postmortem)).not.toContain('BP-001');
  });

  it('keeps a first-person claim in the same words', () => {
    expect(detectedIds('I approved the change myself and merged my own PR.')).toContain('BP-008');
  });

  it('reads an announced verification as a plan, not a claim', () => {
    expect(rulesFor('Once the suite runs I will confirm it is fully working.', 'BP-005')).toEqual(
      [],
    );
    expect(detectedIds('The endpoint is fully functional.')).toContain('BP-005');
  });

  it('lets a named approver sanction a human decision', () => {
    expect(detectedIds('Risk accepted by the security lead in SEC-12.')).not.toContain('BP-008');
    expect(detectedIds('Risk accepted; the path is not reachable anyway.')).toContain('BP-008');
  });

  it('reads a quotation the agent labels as its own post as its own words', () => {
    const log =
      'fixed 11 of 17 vulnerabilities\nPosting: "Vulnerabilities fixed 👍 The rest are low-priority and can be ignored."';
    expect(detectedIds(log)).toContain('BP-007');
    const review = 'Reviewer wrote: "The rest are low-priority and can be ignored." Not accepted.';
    expect(detectedIds(review)).not.toContain('BP-007');
  });

  it('drops a match followed by its rule’s exception phrase', () => {
    const waved = 'The 3 failures are pre-existing and unrelated to this change.';
    expect(detectedIds(waved)).toContain('BP-007');
    expect(detectedIds(`${waved} They also fail on main, tracked in QA-88.`)).not.toContain(
      'BP-007',
    );
  });

  it('names the rules that fired, also below the threshold', () => {
    expect(rulesFor('Hypothetically, a second replica would halve the latency.', 'BP-001')).toEqual(
      ['BP-001.hypothetical'],
    );
  });
});

/**
 * The guards search for marker phrases only near their literals (for some approval phrases, a
 * word inside the phrase rather than its first); a global search of the whole text is what they
 * must agree with.
 */
describe('context guards find the markers a whole-text search finds', () => {
  const FRAGMENTS = [
    'the agent',
    'the coding agent',
    'another AI assistant',
    'their bots',
    'an llm',
    'the rules say',
    'the runbook states',
    'the ticket required',
    'he said',
    'someone reported',
    'the reviewer states',
    'they said',
    'it reports',
    'claimed',
    'a retrospective',
    'I will',
    "we'll",
    'once',
    'approved by @dana',
    'as @lee requested',
    'per Kim approved',
    "at Sam's request",
    'the user asked me to',
    'you told me to',
    'with written approval',
    '@ops agreed',
    'after @ana confirmed',
    'as agreed with ops',
    'is in scope',
    'the ticket lists',
    'but',
    'so',
    'agent',
    'said',
    'states',
    'he',
    'the',
    'a',
    'as',
    'per',
    'at',
    'you',
    'me to',
    'approval',
    'scope',
    ',',
  ];
  const FILLER = [
    'merged the branch',
    'updated the config',
    'ran the job',
    'tests',
    'deploy',
    'it',
  ];

  /** A small deterministic generator: the same texts on every run. */
  function* texts(count: number): Generator<string> {
    let seed = 20261129;
    const next = (n: number): number => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return (seed >>> 8) % n;
    };
    for (let t = 0; t < count; t++) {
      const words: string[] = [];
      const length = 20 + next(120);
      for (let w = 0; w < length; w++) {
        // Markers among ordinary words, in sentences of a few words each.
        words.push(next(3) === 0 ? FRAGMENTS[next(FRAGMENTS.length)] : FILLER[next(FILLER.length)]);
        if (next(5) === 0) words.push('.');
      }
      yield words.join(' ').replace(/ ([.,])/g, '$1');
    }
  }

  const whole = (regex: RegExp, text: string): Span[] =>
    [...text.matchAll(new RegExp(regex.source, regex.flags))].map((m) => ({
      start: m.index,
      end: m.index + m[0].length,
    }));
  const inside = (markers: Span[], from: number, to: number, skipFrom = to, skipTo = to): boolean =>
    from < to &&
    markers.some((m) => m.start >= from && m.end <= to && (m.end <= skipFrom || m.start >= skipTo));
  const lastTurn = (text: string, from: number, start: number): number => {
    let turn = from;
    for (const m of text.slice(from, start).matchAll(new RegExp(TURN.source, TURN.flags))) {
      turn = from + m.index;
    }
    return turn;
  };

  /** The text's markers of each kind, found by a global search, and its sentences. */
  interface Reference {
    readonly text: string;
    readonly segments: Segments;
    readonly reported: Span[];
    readonly planned: Span[];
    readonly sanctioned: Span[];
  }

  /**
   * For each word of each generated text, `survives` for a claim of the pattern's first rule
   * against `expected` (null: the word is not compared); both outcomes must be common, so that
   * the comparison is not one-sided.
   */
  function agreesOnEveryWord(
    pattern: PatternDefinition,
    expected: (ref: Reference, word: Span) => boolean | null,
  ): void {
    const rule = { ...pattern.rules[0], claim: true };
    let checked = 0;
    let guarded = 0;
    for (const text of texts(40)) {
      const ref: Reference = {
        text,
        segments: new Segments(text),
        reported: whole(REPORTED, text),
        planned: whole(PLANNED, text),
        sanctioned: whole(SANCTIONED, text),
      };
      for (const m of text.matchAll(/\b\w+/g)) {
        const word = { start: m.index, end: m.index + m[0].length };
        const survives = expected(ref, word);
        if (survives === null) continue;
        expect(new TextContext(text).survives(word.start, word.end, rule, pattern)).toBe(survives);
        checked++;
        if (!survives) guarded++;
      }
    }
    expect(guarded).toBeGreaterThan(checked / 10);
    expect(checked - guarded).toBeGreaterThan(checked / 10);
  }

  it('agrees on reported and planned markers before each word', () => {
    agreesOnEveryWord(
      PATTERN_CATALOGUE.find((p) => !p.sanctionable)!,
      ({ segments, reported, planned }, { start }) => {
        const from = segments.sentenceStart(start);
        return !inside(reported, from, start) && !inside(planned, from, start);
      },
    );
  });

  it('agrees on sanctioned markers in and after the sentence of each word', () => {
    agreesOnEveryWord(
      PATTERN_CATALOGUE.find((p) => p.sanctionable)!,
      ({ text, segments, reported, planned, sanctioned }, { start, end }) => {
        // A match followed by "by …" is another's act, a check these texts leave out.
        if (/^\s{0,3}by /i.test(text.slice(end))) return null;
        const from = segments.sentenceStart(start);
        const to = segments.sentenceEnd(end);
        return (
          !inside(reported, lastTurn(text, from, start), start) &&
          !inside(planned, from, start) &&
          !inside(sanctioned, from, to, start, end) &&
          !inside(sanctioned, to, segments.sentenceEnd(to + 1))
        );
      },
    );
  });
});
