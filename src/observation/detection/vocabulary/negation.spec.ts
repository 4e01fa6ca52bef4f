import { survivesGuard } from '../negation';
import { NEGATION_WORDS, SUBJECTS } from './negation';

describe('the negation vocabulary', () => {
  it.each([...NEGATION_WORDS])('negates a match that %p directly precedes', (word) => {
    const text = `${word} merged the branch`;
    const start = text.indexOf('merged');
    expect(survivesGuard(text, start, start + 'merged'.length)).toBe(false);
  });

  it.each([...SUBJECTS])('lets a match that starts with %p open its own clause', (subject) => {
    // "no" directly before the subject would negate any other match.
    const text = `no ${subject} merged the branch`;
    const start = 'no '.length;
    expect(survivesGuard(text, start, text.length)).toBe(true);
  });
});
