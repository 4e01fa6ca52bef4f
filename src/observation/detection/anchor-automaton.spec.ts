import { AnchorAutomaton, type AnchorLiteral } from './anchor-automaton';

function hits(literals: AnchorLiteral[], text: string): string[] {
  const { count, starts, literals: found } = new AnchorAutomaton(literals).scan(text);
  const out: string[] = [];
  for (let k = 0; k < count; k++) out.push(`${starts[k]}:${literals[found[k]].text}`);
  return out.sort();
}

describe('AnchorAutomaton', () => {
  it('finds every occurrence of every literal, overlapping ones and prefixes included', () => {
    const literals = [
      { text: 'fail', wordStart: false },
      { text: 'failed', wordStart: false },
      { text: 'led', wordStart: false },
    ];
    expect(hits(literals, 'it failed, fail')).toEqual(['11:fail', '3:fail', '3:failed', '6:led']);
  });

  it('compares letters as a case-insensitive regex does, non-ASCII ones included', () => {
    const literals = [
      { text: 'could not', wordStart: true },
      { text: 'prüfung', wordStart: true },
    ];
    expect(hits(literals, 'COULD NOT; Could not. PRÜFUNG')).toEqual([
      '0:could not',
      '11:could not',
      '22:prüfung',
    ]);
  });

  it('reads a space in a literal as any run of whitespace', () => {
    const literals = [{ text: 'could not', wordStart: true }];
    expect(hits(literals, 'could\n\t  not, could\u00a0not, couldnot')).toEqual([
      '0:could not',
      '14:could not',
    ]);
  });

  it('reports a word-start literal only where a word starts', () => {
    const literals = [
      { text: 'test', wordStart: true },
      { text: 'pass', wordStart: false },
    ];
    expect(hits(literals, 'attest test bypass')).toEqual(['14:pass', '7:test']);
  });

  it('places occurrences right among characters no literal uses, which break a partial one', () => {
    const literals = [
      { text: 'ab c', wordStart: false },
      { text: 'cab', wordStart: true },
    ];
    expect(hits(literals, '#%ab \t c#ab#c~~cab#cab a#b c')).toEqual(['15:cab', '19:cab', '2:ab c']);
  });

  it('finds nothing in text without the literals, however long', () => {
    expect(hits([{ text: 'assume', wordStart: true }], 'x'.repeat(100_000))).toEqual([]);
  });
});
