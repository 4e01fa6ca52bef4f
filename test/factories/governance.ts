import request from 'supertest';
import type { TestApp } from '../utils/test-app';
import type { TestOrg } from './index';

export const GATE_ORDER = [
  'plan',
  'build',
  'review_eng',
  'remediate',
  'review_arch',
  'approve',
] as const;

export interface TestRun {
  id: string;
  agentId: string;
  status: string;
  currentGate: string;
  [key: string]: unknown;
}

export async function startRun(
  t: TestApp,
  org: TestOrg,
  agentId: string,
  overrides: Record<string, unknown> = {},
): Promise<TestRun> {
  const res = await request(t.server)
    .post('/api/v1/govern/start')
    .set(org.auth)
    .send({ agentId, ...overrides })
    .expect(201);
  return res.body;
}

/** `POST /govern/gate`, expecting it to be accepted; answers the response body. */
export async function gate(
  t: TestApp,
  org: TestOrg,
  runId: string,
  gateName: string,
  action: 'submitted' | 'approved' | 'rejected',
  actor = 'alice',
): Promise<{
  event: Record<string, unknown>;
  nextGate: string | null;
  isComplete: boolean;
  run: TestRun;
}> {
  const res = await request(t.server)
    .post('/api/v1/govern/gate')
    .set(org.auth)
    .send({ runId, gate: gateName, action, actor })
    .expect(201);
  return res.body;
}

/** Approves gate after gate from `plan` until the run's current gate is `target`. */
export async function advanceTo(
  t: TestApp,
  org: TestOrg,
  runId: string,
  target: (typeof GATE_ORDER)[number],
): Promise<void> {
  for (const name of GATE_ORDER.slice(0, GATE_ORDER.indexOf(target))) {
    await gate(t, org, runId, name, 'approved', 'approver');
  }
}

/** A run approved through every gate. */
export async function completedRun(t: TestApp, org: TestOrg, agentId: string): Promise<TestRun> {
  const run = await startRun(t, org, agentId);
  for (const name of GATE_ORDER) await gate(t, org, run.id, name, 'approved', 'approver');
  return run;
}
