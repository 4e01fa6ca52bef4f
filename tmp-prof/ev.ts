import { EVIDENCE_TOKENS } from '../src/observation/detection/catalogue';
import * as fs from 'fs';
const src = EVIDENCE_TOKENS[0].source;
const variants: Record<string, string> = {
  orig: src,
  noError: src.replace(String.raw`|\b\w{2,30}(?:Error|Exception)\b`, ''),
  alt: src.replace(String.raw`\b\w{2,30}(?:Error|Exception)\b`, String.raw`\w\w(?:Error|Exception)\b`),
};
const P = fs.readFileSync('dense.ts', 'utf8');
let t = ''; while (t.length < 2048) t += P; t = t.slice(0, 2048);
for (const [k, v] of Object.entries(variants)) {
  const re = new RegExp(v, 'gi');
  for (let i = 0; i < 2000; i++) { re.lastIndex = 0; while (re.exec(t)); }
  const s = process.hrtime.bigint();
  let n = 0;
  for (let i = 0; i < 20000; i++) { re.lastIndex = 0; while (re.exec(t)) n++; }
  console.log(k, v.length, Number(process.hrtime.bigint() - s) / 1e6 / 20000, 'ms', n);
}
