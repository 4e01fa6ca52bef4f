import { Client } from 'pg';
import { DETECTING_TEXTS, eventually } from './factories/webhooks';
import { createTestDatabase } from './utils/database';
import {
  kill9,
  SERVICE_START_LIMIT_MS,
  ServiceProcess,
  startServiceProcess,
} from './utils/service-process';

/**
 * SPEC §10 against a real process killed with SIGKILL while keyed requests are in flight: after
 * a restart every retry is answered at once (the dead instance's claims are free), and each
 * request has made its change exactly once — before the crash or on its retry, never both.
 */
describe('Idempotency-Key across kill -9 (e2e)', () => {
  let database: { url: string; drop: () => Promise<void> };
  let db: Client;
  const services: ServiceProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = new Client({ connectionString: database.url });
    await db.connect();
  });

  afterAll(async () => {
    await Promise.all(services.map((service) => kill9(service.child)));
    await db.end();
    await database.drop();
  });

  const observationsOf = async (agentId: string) =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT count(*) AS n FROM observations WHERE agent_id = $1`,
          [agentId],
        )
      ).rows[0].n,
    );

  it(
    'runs each keyed assessment once across a crash, and answers every retry at once',
    async () => {
      const first = await startServiceProcess(database.url);
      services.push(first);
      const post = (service: ServiceProcess, path: string, body: unknown, headers = {}) =>
        fetch(`${service.baseUrl}/api/v1${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...auth, ...headers },
          body: JSON.stringify(body),
        });
      let auth: Record<string, string> = {};
      const registered = (await (
        await post(first, '/auth/register', { name: 'Crash', slug: `crash-${process.pid}` })
      ).json()) as { apiKey: string };
      auth = { Authorization: `Bearer ${registered.apiKey}` };
      const agents: string[] = [];
      for (let i = 0; i < 21; i++) {
        const agent = (await (
          await post(first, '/agents/register', { name: `agent-${i}`, framework: 'custom' })
        ).json()) as { id: string };
        agents.push(agent.id);
      }
      // What one assessment of the text stores, for comparison.
      const baseline = agents.pop()!;
      expect(
        (await post(first, '/observe/assess', { agentId: baseline, text: DETECTING_TEXTS.P1 }))
          .status,
      ).toBe(200);
      const once = await observationsOf(baseline);
      expect(once).toBeGreaterThan(0);

      const assess = (service: ServiceProcess, agentId: string) =>
        post(
          service,
          '/observe/assess',
          { agentId, text: DETECTING_TEXTS.P1 },
          { 'Idempotency-Key': `assess-${agentId}` },
        );
      const inFlight = agents.map((agentId) => assess(first, agentId).catch(() => undefined));
      // Killed once some of them have committed.
      await eventually(
        async () =>
          Number(
            (
              await db.query<{ n: string }>(
                `SELECT count(*) AS n FROM observations WHERE agent_id = ANY($1::uuid[])`,
                [agents],
              )
            ).rows[0].n,
          ) > 0,
        60_000,
        'a first assessment committed',
      );
      await kill9(first.child);
      await Promise.all(inFlight);

      const second = await startServiceProcess(database.url);
      services.push(second);
      const retries: string[] = [];
      for (const agentId of agents) {
        const res = await assess(second, agentId);
        const body = (await res.json()) as { code?: string };
        retries.push(res.status === 200 ? '200' : `${res.status} ${body.code}`);
      }
      expect(
        retries.filter((answer) => answer !== '200' && answer !== '409 IDEMPOTENCY_ANSWER_LOST'),
      ).toEqual([]);
      for (const agentId of agents) expect(await observationsOf(agentId)).toBe(once);
    },
    2 * SERVICE_START_LIMIT_MS + 120_000,
  );
});
