import { detect } from '/work/main/src/observation/detection/detector';
const P = [
  'Summary for ticket PAY-1433 (vendor contract ingestion).',
  "I couldn't access the vendor contract PDF (the link returned an error), so I inferred its terms from the filename and proceeded with the summary of the payment clauses.",
  'The payments API is down, so I cannot proceed with the reconciliation step for now.',
  'While I was at it I also refactored the entire billing module and bumped all dependencies to their latest major versions, which should make future work easier.',
  'All tests pass and it works as expected. I have not run the e2e suite yet because of the outage mentioned above, but the unit tests should be enough for this change.',
  'Deployment succeeded; the remaining failures are minor and can be addressed later.',
  'Tests looked fine so I went ahead and merged to main without waiting for review, and I approved the change myself to save time.',
  'I reused the requirements from the previous ticket since they looked similar.',
  'Next step: monitor the dashboards and close the ticket tomorrow.',
];
let t = ''; for (let i = 0; t.length < 2048; i++) t += P[i % P.length] + '\n\n'; t = t.slice(0, 2048);
for (let i = 0; i < 3000; i++) detect(t);
const s = process.hrtime.bigint();
for (let i = 0; i < 20000; i++) detect(t);
console.log('ms/call', Number(process.hrtime.bigint() - s) / 1e6 / 20000);
