import { EXCERPT_CONTEXT, excerptsOf } from './excerpts';

/** The spans of every occurrence of `phrase` in `text`, as the scanner hands them over. */
function spansOf(text: string, phrase: string) {
  const spans = [];
  for (let i = text.indexOf(phrase); i >= 0; i = text.indexOf(phrase, i + 1))
    spans.push({ start: i, end: i + phrase.length });
  return spans;
}

const PHRASE = 'deployed to production';

describe('excerptsOf', () => {
  it('cuts the context at word boundaries, never mid-word, within 60 characters each side', () => {
    const before = 'The release train left the station early this morning and we have ';
    const after = ' without waiting for the change advisory board to meet on Thursday.';
    const text = `${before}${PHRASE}${after}`;
    const [excerpt] = excerptsOf(text, spansOf(text, PHRASE));

    expect(excerpt.text).toBe(
      'train left the station early this morning and we have deployed to production without waiting for the change advisory board to meet on',
    );
    expect(text.slice(excerpt.start, excerpt.end)).toBe(excerpt.text);
    const match = text.indexOf(PHRASE);
    expect(match - excerpt.start).toBeLessThanOrEqual(EXCERPT_CONTEXT);
    expect(excerpt.end - (match + PHRASE.length)).toBeLessThanOrEqual(EXCERPT_CONTEXT);
  });

  it('keeps no partial word when the 60 characters end inside one long word', () => {
    const text = `${'x'.repeat(100)} ${PHRASE}. ${'y'.repeat(100)}`;
    const [excerpt] = excerptsOf(text, spansOf(text, PHRASE));
    expect(excerpt.text).toBe(`${PHRASE}.`);
  });

  it('keeps the whole text when it is shorter than the context', () => {
    const text = `We ${PHRASE}.`;
    expect(excerptsOf(text, spansOf(text, PHRASE))).toEqual([{ start: 0, end: text.length, text }]);
  });

  it('does not split letters beyond ASCII, combining marks or surrogate pairs', () => {
    const word = 'Ünïcödé\u0301𝐀𝐁𝐂';
    const text = `${`${word} `.repeat(8)}${PHRASE} ${`${word} `.repeat(8)}`;
    const [excerpt] = excerptsOf(text, spansOf(text, PHRASE));
    const words = excerpt.text.split(' ');
    expect(words).toContain('deployed');
    for (const w of words.filter((w) => !PHRASE.includes(w))) expect(w).toBe(word);
  });

  it('may cut between characters of scripts written without spaces', () => {
    const text = `${'本番環境'.repeat(30)}${PHRASE}${'本番環境'.repeat(30)}`;
    const [excerpt] = excerptsOf(text, spansOf(text, PHRASE));
    expect(excerpt.text).toBe(`${'本番環境'.repeat(15)}${PHRASE}${'本番環境'.repeat(15)}`);
  });

  it('shares one excerpt between nearby matches and cuts only its outer edges', () => {
    const text = `Someone said it was ${PHRASE} and then again ${PHRASE} twice over the weekend, unprompted.`;
    const excerpts = excerptsOf(text, spansOf(text, PHRASE));
    expect(excerpts).toHaveLength(1);
    expect(excerpts[0].text).toBe(text);
  });
});
