import { BenchOrg, CLEAN_2K, P2_2K } from './scenarios';

/** The kinds of request the mixed-traffic benches (soak, scale) send, and their share. */
export const MIX = [
  ['assess clean', 0.3],
  ['assess P2', 0.3],
  ['approve', 0.15],
  ['list', 0.25],
] as const;
export type OperationKind = (typeof MIX)[number][0];

/** Approves a run takes before a fresh one replaces it (plan → approve gate; see approveBody). */
const APPROVES_PER_RUN = 5;

export interface OperationResult {
  kind: OperationKind;
  status: number;
  latencyMs: number;
  /** The request failed before any answer (connection refused or reset). */
  failed: boolean;
}

/**
 * One organization's share of the mixed traffic, sent to one base URL per call (so several
 * instances can share an organization). `assess P2` stores its findings for the org's run (the
 * P2, and what the context layer adds against the run), each one webhook event per subscribed
 * webhook: counted from the answers' `storedObservations`. `approve` takes runs from a pool, each
 * used by one request at a time and replaced by a new run after its gates are approved.
 */
export class MixedTraffic {
  private counter = 0;
  private readonly idleRuns: { id: string; approves: number }[] = [];
  /** Observations stored by the assessments: the events each webhook of the org must receive. */
  storedObservations = 0;

  constructor(private readonly org: BenchOrg) {}

  /** The next request of the mix (a fixed cycle, so every run has the same mix). */
  async next(baseUrl: string): Promise<OperationResult> {
    const kind = kindAt(this.counter++);
    const started = performance.now();
    let status = 0;
    try {
      status = await this.send(baseUrl, kind);
      return { kind, status, latencyMs: performance.now() - started, failed: false };
    } catch {
      return { kind, status, latencyMs: performance.now() - started, failed: true };
    }
  }

  private async send(baseUrl: string, kind: OperationKind): Promise<number> {
    const api = `${baseUrl}/api/v1`;
    switch (kind) {
      case 'assess clean':
        return this.request(`${api}/observe/assess`, { text: CLEAN_2K });
      case 'assess P2': {
        const res = await fetch(`${api}/observe/assess`, {
          method: 'POST',
          headers: this.headers(),
          body: JSON.stringify({ text: P2_2K, agentId: this.org.agentId, runId: this.org.runId }),
        });
        const body = (await res.json()) as { storedObservations?: number };
        this.storedObservations += body.storedObservations ?? 0;
        return res.status;
      }
      case 'list':
        return this.request(`${api}/observe/${this.org.agentId}?limit=50`);
      case 'approve': {
        const run = this.idleRuns.shift() ?? { id: await this.startRun(api), approves: 0 };
        const status = await this.request(`${api}/govern/approve`, {
          runId: run.id,
          actor: 'bench',
        });
        if (++run.approves < APPROVES_PER_RUN) this.idleRuns.push(run);
        return status;
      }
    }
  }

  private async startRun(api: string): Promise<string> {
    const res = await fetch(`${api}/govern/start`, {
      method: 'POST',
      headers: this.headers(),
      body: JSON.stringify({ agentId: this.org.agentId }),
    });
    const body = (await res.json()) as { id?: string };
    if (!res.ok || !body.id) throw new Error(`govern/start → ${res.status}`);
    return body.id;
  }

  private async request(url: string, body?: object): Promise<number> {
    const res = await fetch(url, {
      method: body ? 'POST' : 'GET',
      headers: this.headers(),
      body: body && JSON.stringify(body),
    });
    await res.arrayBuffer();
    return res.status;
  }

  private headers(): Record<string, string> {
    return { 'content-type': 'application/json', ...this.org.org.authHeaders };
  }
}

/** The k-th kind of a 20-request cycle with the shares of MIX. */
function kindAt(k: number): OperationKind {
  const slot = (k % 20) / 20;
  let upTo = 0;
  for (const [kind, share] of MIX) {
    upTo += share;
    if (slot < upTo - 1e-9) return kind;
  }
  return MIX[MIX.length - 1][0];
}

/** Latency and status figures of a set of results. */
export function summarize(results: readonly OperationResult[], seconds: number) {
  const latencies = results.map((r) => r.latencyMs).sort((a, b) => a - b);
  const at = (q: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * q))];
  return {
    requests: results.length,
    reqPerSec: Math.round(results.length / seconds),
    errors: results.filter((r) => r.failed || r.status >= 500).length,
    rejected4xx: results.filter((r) => r.status >= 400 && r.status < 500).length,
    p50Ms: Math.round(at(0.5) ?? Number.NaN),
    p99Ms: Math.round(at(0.99) ?? Number.NaN),
  };
}
