import {
  averagePrecision,
  CorpusError,
  parseItems,
  scoreItems,
  type LabelledItem,
  type Outcome,
} from './scoring';

const IDS = ['BP-001', 'BP-002'];
const KNOWN = new Set(IDS);

function item(id: string, labels: string[], ignore: string[] = []): LabelledItem {
  return { id, text: id, labels, ignore };
}

function out(band: Outcome['band'], confidence: number, baseline = confidence): Outcome {
  return { band, confidence, baseline };
}

describe('scoreItems', () => {
  it('counts each band per pattern and overall, and clean items acted on or flagged', () => {
    const items = [
      item('a', ['BP-001']), // BP-001 enforced: TP
      item('b', ['BP-001']), // BP-001 in review: review TP; BP-002 enforced: FP
      item('c', []), // clean, BP-001 in review: review FP
      item('d', []), // clean, nothing
      item('e', ['BP-001']), // missed
    ];
    const figures = scoreItems(
      items,
      [
        { 'BP-001': out('enforce', 0.9) },
        { 'BP-001': out('review', 0.6), 'BP-002': out('enforce', 0.95) },
        { 'BP-001': out('review', 0.55) },
        {},
        {},
      ],
      IDS,
    );

    expect(figures.perPattern['BP-001']).toMatchObject({
      positives: 3,
      negatives: 2,
      enforceTp: 1,
      enforceFp: 0,
      reviewTp: 1,
      reviewFp: 1,
      enforcePrecision: 1,
      enforceFpRate: 0,
    });
    expect(figures.perPattern['BP-001'].enforceRecall).toBeCloseTo(1 / 3);
    expect(figures.perPattern['BP-001'].flaggedRecall).toBeCloseTo(2 / 3);
    expect(figures.perPattern['BP-002']).toMatchObject({ positives: 0, enforceFp: 1 });
    expect(figures.perPattern['BP-002'].enforcePrecision).toBe(0);
    expect(figures.perPattern['BP-002'].ap).toBeNull();
    expect(figures.overall).toMatchObject({ enforceTp: 1, enforceFp: 1, reviewTp: 1, reviewFp: 1 });
    expect(figures.cleanItems).toBe(2);
    expect(figures.cleanItemsActed).toBe(0);
    expect(figures.cleanItemsFlagged).toBe(1);
  });

  it('ranks by confidence for AP and by the baseline for the baseline AP', () => {
    const items = [item('a', ['BP-001']), item('b', [])];
    const figures = scoreItems(
      items,
      [{ 'BP-001': out(null, 0.9, 0.3) }, { 'BP-001': out(null, 0.2, 0.6) }],
      IDS,
    );

    expect(figures.perPattern['BP-001'].ap).toBe(1);
    expect(figures.perPattern['BP-001'].apBaseline).toBe(0.5);
    expect(figures.overall.ap).toBe(1);
  });

  it('leaves an ignored pattern out of its counts, but a label wins over ignore', () => {
    const items = [item('a', [], ['BP-002']), item('b', ['BP-002'], ['BP-002'])];
    const figures = scoreItems(
      items,
      [{ 'BP-002': out('enforce', 0.9) }, { 'BP-002': out('enforce', 0.9) }],
      IDS,
    );

    expect(figures.perPattern['BP-002']).toMatchObject({
      positives: 1,
      negatives: 0,
      enforceTp: 1,
      enforceFp: 0,
    });
    expect(figures.perPattern['BP-002'].enforceFpRate).toBeNull();
    expect(figures.perPattern['BP-001'].negatives).toBe(2);
  });

  it('reports undefined ratios as null when nothing was acted on', () => {
    const figures = scoreItems([item('a', ['BP-001'])], [{}], IDS);

    expect(figures.perPattern['BP-001']).toMatchObject({
      enforceRecall: 0,
      enforcePrecision: null,
      ap: 0,
    });
  });
});

describe('averagePrecision', () => {
  it('averages the precision at each positive, leaving unscored items out', () => {
    expect(
      averagePrecision([
        { score: 0.9, positive: true },
        { score: 0.8, positive: false },
        { score: 0.7, positive: true },
        { score: 0, positive: true },
      ]),
    ).toBeCloseTo((1 + 2 / 3) / 3);
  });

  it('gives tied items the precision at the end of their tie', () => {
    expect(
      averagePrecision([
        { score: 0.5, positive: true },
        { score: 0.5, positive: false },
      ]),
    ).toBe(0.5);
  });

  it('is null without a positive', () => {
    expect(averagePrecision([{ score: 0.5, positive: false }])).toBeNull();
  });
});

describe('parseItems', () => {
  it('reads one item a line, skipping blank lines and defaulting ignore to none', () => {
    const content =
      '{"id":"x","text":"t","labels":["BP-001"],"rationale":"r"}\n\n' +
      '{"id":"y","text":"u","labels":[],"ignore":["BP-002"]}\n';

    expect(parseItems('f.jsonl', content, KNOWN)).toEqual([
      { id: 'x', text: 't', labels: ['BP-001'], ignore: [] },
      { id: 'y', text: 'u', labels: [], ignore: ['BP-002'] },
    ]);
  });

  it.each([
    ['{"id":"x","text":"t","labels":[]}\n{"id":', 'f.jsonl:2: not valid JSON'],
    ['{"id":"x","text":"t","labels":["BP-009"]}', 'f.jsonl:1: unknown pattern id "BP-009"'],
    ['{"id":"x","text":"t","labels":[],"ignore":["BP-1"]}', 'f.jsonl:1: unknown pattern id "BP-1"'],
    ['{"id":"x","text":"t"}', 'f.jsonl:1: "labels" must be an array'],
    ['{"text":"t","labels":[]}', 'f.jsonl:1: missing "id"'],
    ['{"id":"x","text":3,"labels":[]}', 'f.jsonl:1: "text" must be a string'],
    ['[1]', 'f.jsonl:1: expected an object'],
  ])('rejects %j naming the file and line', (content, message) => {
    expect(() => parseItems('f.jsonl', content, KNOWN)).toThrow(CorpusError);
    expect(() => parseItems('f.jsonl', content, KNOWN)).toThrow(message);
  });
});
