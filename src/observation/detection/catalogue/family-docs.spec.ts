import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '.';
import { FAMILIES_END, FAMILIES_START, renderFamilies, withFamilies } from './family-docs';

const DOC = resolve(__dirname, '..', '..', '..', '..', 'docs', 'patterns.md');

describe('the family lists of docs/patterns.md', () => {
  it('are current: `npm run docs:patterns` would change nothing', () => {
    const doc = readFileSync(DOC, 'utf8');
    expect(withFamilies(doc, PATTERN_CATALOGUE)).toBe(doc);
  });

  it('name every family and every rule of the catalogue', () => {
    const section = renderFamilies(PATTERN_CATALOGUE);
    for (const pattern of PATTERN_CATALOGUE) {
      for (const family of pattern.families) {
        expect(section).toContain(`| \`${family.id}\` | ${family.description} |`);
        for (const rule of family.rules) {
          expect(section).toContain(`\`${rule.id.slice(pattern.id.length + 1)}\` ${rule.weight}`);
        }
      }
    }
  });

  it('refuses a document without the generated section', () => {
    expect(() => withFamilies('# Patterns\n', PATTERN_CATALOGUE)).toThrow(FAMILIES_START);
    expect(() => withFamilies(`${FAMILIES_END}\n${FAMILIES_START}`, PATTERN_CATALOGUE)).toThrow();
  });
});
