import { CorpusError, parseItems, scoreItems, type LabelledItem } from './scoring';

const IDS = ['BP-001', 'BP-002'];
const KNOWN = new Set(IDS);

function item(id: string, labels: string[], ignore: string[] = []): LabelledItem {
  return { id, text: id, labels, ignore };
}

describe('scoreItems', () => {
  it('counts positives, negatives, hits, misses and false positives per pattern and overall', () => {
    const items = [
      item('a', ['BP-001']), // BP-001 found: TP; BP-002 not found: TN
      item('b', ['BP-001']), // BP-001 missed: FN; BP-002 found: FP
      item('c', []), // clean, BP-001 found: FP
      item('d', []), // clean, nothing found
    ];
    const figures = scoreItems(items, [['BP-001'], ['BP-002'], ['BP-001'], []], IDS);

    expect(figures.perPattern['BP-001']).toEqual({
      positives: 2,
      negatives: 2,
      tp: 1,
      fn: 1,
      fp: 1,
      recall: 0.5,
      precision: 0.5,
      fpRate: 0.5,
    });
    expect(figures.perPattern['BP-002']).toMatchObject({ positives: 0, negatives: 4, fp: 1 });
    expect(figures.perPattern['BP-002'].recall).toBeNull();
    expect(figures.perPattern['BP-002'].precision).toBe(0);
    expect(figures.overall).toMatchObject({ positives: 2, negatives: 6, tp: 1, fn: 1, fp: 2 });
    expect(figures.overall.fpRate).toBeCloseTo(2 / 6);
    expect(figures.cleanItems).toBe(2);
    expect(figures.cleanItemsFlagged).toBe(1);
  });

  it('leaves an ignored pattern out of its counts, but a label wins over ignore', () => {
    const items = [item('a', [], ['BP-002']), item('b', ['BP-002'], ['BP-002'])];
    const figures = scoreItems(items, [['BP-002'], ['BP-002']], IDS);

    expect(figures.perPattern['BP-002']).toMatchObject({
      positives: 1,
      negatives: 0,
      tp: 1,
      fp: 0,
    });
    expect(figures.perPattern['BP-002'].fpRate).toBeNull();
    expect(figures.perPattern['BP-001'].negatives).toBe(2);
  });

  it('reports undefined ratios as null when nothing was flagged', () => {
    const figures = scoreItems([item('a', ['BP-001'])], [[]], IDS);

    expect(figures.perPattern['BP-001']).toMatchObject({ recall: 0, precision: null });
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
