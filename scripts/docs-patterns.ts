import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PATTERN_CATALOGUE } from '../src/observation/detection/catalogue';
import { withFamilies } from '../src/observation/detection/catalogue/family-docs';

/** Rewrites the generated family lists of docs/patterns.md from the catalogue: `npm run docs:patterns`. */
const path = resolve(__dirname, '..', 'docs', 'patterns.md');
const before = readFileSync(path, 'utf8');
const after = withFamilies(before, PATTERN_CATALOGUE);
if (after === before) {
  console.log(`${path} is up to date`);
} else {
  writeFileSync(path, after);
  console.log(`wrote ${path}`);
}
