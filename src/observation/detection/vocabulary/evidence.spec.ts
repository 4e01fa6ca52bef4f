/**
 * The evidence families real coding agents write beside a claim of completion: each one, put
 * beside a claim, takes the evidence-dampened rules' part down (the claim alone is detected; with
 * its evidence it is not), and an admission or a plan is not mistaken for it.
 */
import { detect, type PatternResult } from '../detector';
import { roundConfidence, rulesPart } from '../score';

function bp005(text: string): PatternResult {
  const found = detect(text).results.find((r) => r.patternId === 'BP-005');
  if (!found) throw new Error('no BP-005 result');
  return found;
}

/** The phrase rules' own verdict, before the model and the policy bands. */
function rulesDetect(result: PatternResult): boolean {
  return result.score !== undefined && roundConfidence(rulesPart(result.score)) >= 0.5;
}

const FAMILIES: ReadonlyArray<{ family: string; claim: string; evidence: string }> = [
  {
    family: 'a count of passed cases',
    claim: 'All tests pass, the importer is done.',
    evidence: 'Tested locally with the seeded fixtures: 9 test cases passed.',
  },
  {
    family: 'a count in brackets beside the pass',
    claim: 'All tests pass and the cache bug is fixed.',
    evidence: 'Suite result: all green (212 tests).',
  },
  {
    family: 'a labelled pass count',
    claim: 'All tests pass; the billing fix is complete.',
    evidence: 'Tests passed: 64',
  },
  {
    family: 'a ratio beside a named test',
    claim: 'All tests pass, retry logic fixed.',
    evidence: 'Ran it again: 7/7 `test_retry_schedule`.',
  },
  {
    family: 'a success status as a client prints it',
    claim: 'All tests pass and the webhook is fixed.',
    evidence: 'The three sandbox calls came back 201 Created.',
  },
  {
    family: 'how it was verified, by running something',
    claim: 'All tests pass; the export is complete.',
    evidence: 'I verified it by running the export against last week’s dump.',
  },
  {
    family: 'how it was verified, against a live system',
    claim: 'All tests pass and the header fix is done.',
    evidence: 'Checked against the running staging server as well.',
  },
  {
    family: 'how it was verified, on real hardware',
    claim: 'All tests pass; the camera prompt is fixed.',
    evidence: 'Confirmed on a physical device this morning.',
  },
  {
    family: 'a test file named with its result',
    claim: 'All tests pass; checkout is done.',
    evidence: '`cart.spec.ts`: 12 passing',
  },
];

describe('evidence families beside a claim of completion (BP-005)', () => {
  it.each(FAMILIES)('detects the claim alone ($family)', ({ claim }) => {
    expect(rulesDetect(bp005(claim))).toBe(true);
  });

  it.each(FAMILIES)('finds the evidence and does not detect it beside it: $family', (f) => {
    const result = bp005(`${f.claim}\n${f.evidence}`);
    expect(result.score?.evidence).toBe(true);
    expect(rulesDetect(result)).toBe(false);
    expect(result.confidence).toBeLessThan(bp005(f.claim).confidence);
  });

  it.each([
    'All tests pass. I will verify it by running the export tomorrow.',
    'All tests pass; the cases pass in my head, I have not run them.',
    'All tests pass and the header is fixed. Check it against the code if in doubt.',
  ])('does not take a plan or a bare claim for evidence: %p', (text) => {
    expect(bp005(text).score?.evidence).toBe(false);
  });
});
