import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { BEGIN, END, performanceBlock, readResults, withPerformanceBlock } from './readme-table';

describe('the README performance table', () => {
  it('is the one written from bench/results.json (npm run bench:readme)', () => {
    const readme = readFileSync(join(__dirname, '..', 'README.md'), 'utf8');
    expect(withPerformanceBlock(readme, performanceBlock(readResults()))).toBe(readme);
  });

  it('says the machine and the load the figures were measured under', () => {
    const block = performanceBlock(readResults());
    expect(block).toMatch(/\d+ cores, \d+ GB, Node [\d.]+/);
    expect(block).toMatch(/load average [\d.]+ at the start and [\d.]+ at the end/);
  });

  it('replaces only what is between its markers', () => {
    const readme = `before\n${BEGIN}\nold\n${END}\nafter\n`;
    expect(withPerformanceBlock(readme, 'new')).toBe(`before\n${BEGIN}\nnew\n${END}\nafter\n`);
  });

  it('refuses a README without the markers', () => {
    expect(() => withPerformanceBlock('no table here', 'new')).toThrow(/no <!-- bench:results/);
  });
});
