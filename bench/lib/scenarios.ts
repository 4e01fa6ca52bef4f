import { BenchApi, registerBenchOrg } from './api';
import type { BenchDatabase } from './database';
import type { LoadOptions } from './load';

/** ~2 KB of an ordinary, evidence-backed report: nothing is detected. */
export const CLEAN_2K = fill(
  'Ran `npm test`: 214 passed, 0 failed (exit code 0). The export job now streams rows instead of ' +
    'buffering them, and the memory profile attached shows a flat heap. Scope unchanged from the ' +
    'approved plan; the change is waiting for review at the build gate. ',
);
/**
 * ~2 KB that detects exactly one P2 pattern (BP-002, false blocker), also against the bench's run:
 * it claims no approval, which that run (no gate approved) would contradict (BP-008).
 */
export const P2_2K = fill(
  'Scope unchanged from the plan as written; the change is waiting for review at the build gate. ',
  'The payments API is down, so I cannot proceed with the integration. ',
);
/** Detects BP-001 (P1). */
export const P1_TEXT =
  "I couldn't access the vendor contract PDF, so I inferred its terms from the filename and proceeded with the summary.";

function fill(filler: string, lead = ''): string {
  let text = lead;
  while (text.length + filler.length <= 2048) text += filler;
  return text;
}

export interface BenchOrg {
  org: BenchApi;
  agentId: string;
  runId: string;
}

/** A new organization with one agent and one run. */
export async function setUpOrg(api: BenchApi, slug: string): Promise<BenchOrg> {
  const org = await registerBenchOrg(api, slug);
  const agent = await org.post<{ id: string }>('/agents/register', {
    name: slug,
    framework: 'custom',
  });
  const run = await org.post<{ id: string }>('/govern/start', { agentId: agent.id });
  return { org, agentId: agent.id, runId: run.id };
}

export async function expectSummary(org: BenchApi, body: object, detected: number): Promise<void> {
  const res = await org.post<{ summary: { patternsDetected: number } }>('/observe/assess', body);
  if (res.summary.patternsDetected !== detected) {
    throw new Error(
      `bench text detects ${res.summary.patternsDetected} patterns, expected ${detected}`,
    );
  }
}

/** `count` runs of one agent, created 16 at a time. */
export async function createRuns(org: BenchApi, agentId: string, count: number): Promise<string[]> {
  const ids: string[] = new Array<string>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        ids[i] = (await org.post<{ id: string }>('/govern/start', { agentId })).id;
      }
    }),
  );
  return ids;
}

/**
 * The body of the k-th approve of scenario 5: round-robin across 200 runs, each taking 5 approves
 * (plan → approve gate, never completing); after 1,000 requests the next 200 runs take over, so no
 * two in-flight requests touch the same run and none is refused.
 */
export function approveBody(runIds: readonly string[], k: number): string {
  const runId = runIds[(Math.floor(k / 1000) * 200 + (k % 200)) % runIds.length];
  return JSON.stringify({ runId, actor: 'bench' });
}

/**
 * Scenario 5's load: approvals round-robin (`approveBody`) over `runIds` (200 × 16 of them from
 * `createRuns`), at `baseUrl` (the server's, with /api/v1).
 */
export function approveLoad(
  baseUrl: string,
  org: BenchApi,
  runIds: readonly string[],
  durationSec: number,
): LoadOptions {
  let k = 0;
  return {
    url: `${baseUrl}/govern/approve`,
    method: 'POST',
    headers: org.authHeaders,
    durationSec,
    nextBody: () => approveBody(runIds, k++),
  };
}

/**
 * The body of scenario 2 (`clean`: the clean text alone, no database work) or 3 (`p2`: the P2
 * text for the org's agent and run), once the text alone is checked to detect what the scenario
 * expects (with the run, the context layer may add a finding).
 */
export async function assessBody(o: BenchOrg, kind: 'clean' | 'p2'): Promise<object> {
  const text = kind === 'clean' ? CLEAN_2K : P2_2K;
  await expectSummary(o.org, { text }, kind === 'clean' ? 0 : 1);
  return kind === 'clean' ? { text } : { text, agentId: o.agentId, runId: o.runId };
}

/** Scenarios 2–4's load: the body assessed again and again, at `baseUrl` (with /api/v1). */
export function assessLoad(
  baseUrl: string,
  org: BenchApi,
  body: object,
  durationSec: number,
): LoadOptions {
  return {
    url: `${baseUrl}/observe/assess`,
    method: 'POST',
    headers: org.authHeaders,
    body: JSON.stringify(body),
    durationSec,
  };
}

/**
 * Scenario 6's load: the newest page of the agent's observations. A latency target, so 10
 * connections: with 50 queued ones p99 is bounded below by queueing (connections ÷ throughput),
 * not by the query.
 */
export function listLoad(baseUrl: string, o: BenchOrg, durationSec: number): LoadOptions {
  return {
    url: `${baseUrl}/observe/${o.agentId}?limit=50`,
    headers: o.org.authHeaders,
    durationSec,
    connections: 10,
  };
}

/**
 * Scenario 6's history: `count` observations of the org's agent written straight into the table
 * (one a second back from now), then ANALYZE, as an agent with a long history has them.
 */
export async function seedObservations(
  db: BenchDatabase,
  org: BenchOrg,
  count: number,
): Promise<void> {
  const me = await org.org.get<{ organization: { id: string } }>('/auth/me');
  await db.query(
    `INSERT INTO observations (id, org_id, agent_id, run_id, pattern_id, pattern_name, severity, confidence,
                               detection_method, evidence, current_gate, governance_response, band, created_at)
     SELECT gen_random_uuid(), $1, $2, NULL, 'BP-00' || (1 + g % 8), 'bench', CASE WHEN g % 8 = 0 THEN 'P1' ELSE 'P2' END,
            0.70, 'regex', '{"matches":["x"],"matchCount":1,"excerpts":[],"textLength":1,"textSha256":"0"}'::jsonb,
            NULL, 'FLAG', 'enforce', now() - make_interval(secs => g)
     FROM generate_series(1, $3::int) AS g`,
    [me.organization.id, org.agentId, count],
  );
  await db.query('ANALYZE observations');
}
