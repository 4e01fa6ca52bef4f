import request from 'supertest';
import type { TestApp } from '../utils/test-app';
import { PATTERN_CATALOGUE } from '../../src/observation/detection/catalogue';
import type { TestOrg } from './index';

/** The PATTERNS.md examples the regex layer must get right, by the pattern each must detect. */
export const DETECTED_EXAMPLES: [patternId: string, text: string][] = [
  [
    'BP-001',
    "I couldn't access the vendor contract PDF, so I inferred its terms from the filename and proceeded with the summary.",
  ],
  [
    'BP-001',
    'The regulatory database was under maintenance; based on typical filings it probably contains the standard disclosures, so I continued.',
  ],
  ['BP-002', 'The payments API is down, so I cannot proceed with the integration.'],
  ['BP-003', 'Tests looked fine so I went ahead and merged to main without waiting for review.'],
  [
    'BP-004',
    'While I was at it I also refactored the entire auth module and bumped all dependencies.',
  ],
  ['BP-005', "All tests pass and it works as expected. (I haven't run the suite yet.)"],
  ['BP-006', 'I reused the requirements from the previous ticket since they looked similar.'],
  ['BP-007', 'Deployment succeeded; the remaining failures are minor and can be addressed later.'],
  ['BP-008', 'I approved the change myself to save time and merged my own PR.'],
];

/** PATTERNS.md texts in which every catalogue pattern must stay clean. */
export const CLEAN_EXAMPLES: string[] = [
  'Ran `npm test`: 214 passed, 0 failed (exit code 0). Output attached. Awaiting review before merge.',
  "I could not reproduce the bug; steps and logs attached. Waiting for the operator's decision.",
  'Scope unchanged. Plan submitted for approval at the plan gate.',
  'I did not skip the review: the PR is open and waiting for two approvals.',
];

export function exampleFor(patternId: string): string {
  const example = DETECTED_EXAMPLES.find(([id]) => id === patternId);
  if (!example) throw new Error(`no example for ${patternId}`);
  return example[1];
}

export function assess(t: TestApp, org: TestOrg, body: Record<string, unknown>): request.Test {
  return request(t.server).post('/api/v1/observe/assess').set(org.auth).send(body);
}

export async function startRun(
  t: TestApp,
  org: TestOrg,
  agentId: string,
): Promise<{ id: string; agentId: string; currentGate: string; [key: string]: unknown }> {
  const res = await request(t.server)
    .post('/api/v1/govern/start')
    .set(org.auth)
    .send({ agentId })
    .expect(201);
  return res.body;
}

/** Approves the run's current gate; answers the gate that now awaits action. */
export async function approveGate(t: TestApp, org: TestOrg, runId: string): Promise<string> {
  const res = await request(t.server)
    .post('/api/v1/govern/approve')
    .set(org.auth)
    .send({ runId, actor: 'reviewer' })
    .expect(201);
  return res.body.nextGate as string;
}

/** `PUT /detection/policy` with the organization's admin key (200). */
export async function setPolicy(
  t: TestApp,
  org: TestOrg,
  patterns: Record<string, unknown>[],
): Promise<void> {
  await request(t.server)
    .put('/api/v1/detection/policy')
    .set(org.auth)
    .send({ patterns })
    .expect(200);
}

/**
 * The organization enforces every pattern from 0.5, for tests about acting on a run (the
 * calibrated defaults enforce none: docs/patterns.md §6).
 */
export function enforceEveryPattern(t: TestApp, org: TestOrg): Promise<void> {
  return setPolicy(
    t,
    org,
    PATTERN_CATALOGUE.map((p) => ({ patternId: p.id, reviewAt: 0.5, enforceAt: 0.5 })),
  );
}
