/**
 * The rule tester: every wording family is checked against its own examples. Each rule fires on
 * at least one text the family `detects` and on none it `ignores`; a rule without an example that
 * shows it firing fails here.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { detect } from '../detector';
import type { PatternResult } from '../result';
import { roundConfidence, rulesPart } from '../score';
import { PATTERN_CATALOGUE, type PatternDefinition, type WordingFamily } from '.';

const results = new Map<string, PatternResult[]>();

/** The pattern's result for the text; `rules` lists every rule that fired, also below the threshold. */
function resultFor(text: string, pattern: PatternDefinition): PatternResult {
  let all = results.get(text);
  if (!all) {
    all = detect(text).results;
    results.set(text, all);
  }
  const found = all.find((r) => r.patternId === pattern.id);
  if (!found) throw new Error(`no result for ${pattern.id}`);
  return found;
}

/**
 * The phrase rules' own verdict: their noisy-OR reaches 0.5 (a rule of weight ≥ 0.5 alone), as
 * the catalogue weighs them, before the n-gram model and the policy bands move it.
 */
function rulesDetect(result: PatternResult): boolean {
  return result.score !== undefined && roundConfidence(rulesPart(result.score)) >= 0.5;
}

function firedIn(family: WordingFamily, result: PatternResult): string[] {
  return family.rules.map((r) => r.id).filter((id) => result.rules.includes(id));
}

const FAMILIES = PATTERN_CATALOGUE.flatMap((pattern) =>
  pattern.families.map((family) => ({ pattern, family, name: `${pattern.id} ${family.id}` })),
);

describe.each(PATTERN_CATALOGUE)('$id wording families', (pattern) => {
  it('gives each family a kebab-case id of its own, a one-line description and rules', () => {
    const ids = pattern.families.map((f) => f.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const family of pattern.families) {
      expect(family.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(family.description).toMatch(/^[A-Z][^\n]*\.$/);
      expect(family.rules.length).toBeGreaterThan(0);
    }
  });

  it('keeps each family in families/<id>.ts of its pattern folder', () => {
    const folder = readdirSync(__dirname).find((d) => d.startsWith(`${pattern.id.toLowerCase()}-`));
    expect(folder).toBeDefined();
    const files = readdirSync(join(__dirname, folder ?? '', 'families'));
    expect(files.sort()).toEqual(pattern.families.map((f) => `${f.id}.ts`).sort());
  });

  it('is made of its families’ rules, each rule in one family', () => {
    expect(pattern.rules).toEqual(pattern.families.flatMap((f) => f.rules));
  });
});

describe.each(FAMILIES)('$name', ({ pattern, family }) => {
  it('has texts it detects and near misses it ignores', () => {
    expect(family.detects.length).toBeGreaterThan(0);
    expect(family.ignores.length).toBeGreaterThan(0);
  });

  it.each(family.rules.map((r) => r.id))('%s fires on one of the texts it detects', (id) => {
    const firing = family.detects.filter((text) => resultFor(text, pattern).rules.includes(id));
    expect(firing).not.toEqual([]);
  });

  it.each([...family.detects])(`detects ${pattern.id} with a rule of the family in %p`, (text) => {
    const result = resultFor(text, pattern);
    expect(rulesDetect(result)).toBe(true);
    expect(result.matches.length).toBeGreaterThan(0);
    expect(firedIn(family, result)).not.toEqual([]);
  });

  it.each([...family.ignores])(`fires none of its rules in the near miss %p`, (text) => {
    const result = resultFor(text, pattern);
    expect(firedIn(family, result)).toEqual([]);
    expect(rulesDetect(result)).toBe(false);
  });
});
