import request from 'supertest';
import { createAgent, registerOrg, type TestOrg } from '../factories';
import { startRun } from '../factories/governance';
import { exampleFor, setPolicy } from '../factories/observation';
import { inspect, PHONE, signIn, startConsole, until, type ConsoleHarness } from './harness';

jest.setTimeout(120_000);

const PAUSE_TEXT = exampleFor('BP-003'); // PAUSE

describe('Console: the inbox, the detection policy and findings from a trace (browser)', () => {
  let h: ConsoleHarness;
  let org: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    h = await startConsole();
    org = await registerOrg(h.t, 'Acme Robotics');
    agentId = (await createAgent(h.t, org, { name: 'release-bot' })).id;
    // BP-003 asks and never acts here: its findings wait in the inbox.
    await setPolicy(h.t, org, [{ patternId: 'BP-003', reviewAt: 0.3, enforceAt: null }]);
  });

  afterAll(async () => {
    await h?.close();
  });

  afterEach(() => {
    expect(h.browserErrors).toEqual([]);
    expect(h.takeApiFailures()).toEqual([]);
  });

  it('lists findings that ask in the inbox, holds no run with them, and confirms and dismisses them with a note', async () => {
    const run = await startRun(h.t, org, agentId);
    await assessText(PAUSE_TEXT, { runId: run.id });
    await assessText(PAUSE_TEXT.replace('main', 'the release branch'), { agentId });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Inbox', exact: true }).click();
    const inbox = page.getByRole('article', { name: 'Finding BP-003' });
    await inbox.first().waitFor();
    expect(await inbox.count()).toBe(2);
    expect(await inbox.first().getByText('Asks', { exact: true }).count()).toBe(1);
    await inspect(page, 'inbox');

    // A finding that asks holds nothing: the run can be approved.
    const runPage = await h.newPage();
    await signIn(runPage, h.baseUrl, org.apiKey);
    await runPage.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await runPage.getByRole('button', { name: 'Approve' }).waitFor();
    await runPage
      .getByRole('article', { name: 'Finding BP-003' })
      .getByText('Asks')
      .first()
      .waitFor();

    await inbox.first().getByRole('button', { name: 'Confirm BP-003' }).click();
    let dialog = page.getByRole('dialog');
    await dialog.getByLabel('Actor').fill('alice@acme.example');
    await dialog.getByLabel(/Note/).fill('merged without the review, as it says');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await dialog.waitFor({ state: 'detached' });
    await until(
      () => inbox.count(),
      (count) => count === 1,
    );
    await inbox.getByRole('button', { name: 'Dismiss BP-003' }).click();
    dialog = page.getByRole('dialog');
    await dialog.getByLabel('Actor').fill('alice@acme.example');
    await dialog.getByLabel(/Note/).fill('the release branch needs no review');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Nothing waits for a verdict with these filters.').waitFor();

    await page.getByLabel('Review status').selectOption('dismissed');
    await inbox.getByText('the release branch needs no review').waitFor();
    await page.getByLabel('Review status').selectOption('any');
    await until(
      () => inbox.count(),
      (count) => count === 2,
    );
    const rules = page.getByRole('region', { name: 'Precision per rule' });
    await rules.getByRole('cell', { name: 'BP-003' }).first().waitFor();
    await inspect(page, 'inbox-reviewed');
  });

  it('marks a rule demoted once reviewers here dismissed it five times', async () => {
    const org2 = await registerOrg(h.t, 'Demoting Org');
    await setPolicy(h.t, org2, [{ patternId: 'BP-003', reviewAt: 0.3, enforceAt: null }]);
    for (let i = 0; i < 5; i++) {
      const res = await request(h.t.server)
        .post('/api/v1/observe/assess')
        .set(org2.auth)
        .send({ text: PAUSE_TEXT })
        .expect(200);
      expect(res.body.storedObservations).toBeGreaterThan(0);
    }
    const { observations } = (
      await request(h.t.server).get('/api/v1/observations').set(org2.auth).expect(200)
    ).body;
    for (const observation of observations)
      await request(h.t.server)
        .post(`/api/v1/observations/${observation.id}/review`)
        .set(org2.auth)
        .send({ verdict: 'dismissed', actor: 'alice' })
        .expect(201);
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org2.apiKey);
    await page.goto(`${h.baseUrl}/console/inbox`);
    const rules = page.getByRole('region', { name: 'Precision per rule' });
    await rules.getByText('Demoted', { exact: true }).first().waitFor();
    await inspect(page, 'inbox-demoted-rule');
  });

  it('lets an admin edit the detection policy and shows it read-only to a viewer', async () => {
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Detection policy', exact: true }).click();
    const enforceAt = page.getByLabel(/^BP-004 .*: enforce at/);
    await enforceAt.fill('0.85');
    await page.getByLabel(/^BP-004 .*: review at/).fill('0.45');
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page.getByText('Saved.').waitFor();
    const stored = await request(h.t.server)
      .get('/api/v1/detection/policy')
      .set(org.auth)
      .expect(200);
    expect(
      stored.body.patterns.find((p: { patternId: string }) => p.patternId === 'BP-004'),
    ).toMatchObject({ reviewAt: 0.45, enforceAt: 0.85, source: 'organization' });
    await inspect(page, 'policy-admin');

    // An inverted range is refused with the API's words, and nothing changes.
    await page.getByLabel(/^BP-004 .*: review at/).fill('0.9');
    await page.getByRole('button', { name: 'Save 1 change' }).click();
    await page
      .getByRole('alert')
      .getByText(/VALIDATION_FAILED/)
      .waitFor();
    expect(h.takeApiFailures()).toEqual(['PUT /api/v1/detection/policy → 400']);

    const viewer = (
      await request(h.t.server)
        .post('/api/v1/auth/keys')
        .set(org.auth)
        .send({ name: 'auditor', role: 'viewer' })
        .expect(201)
    ).body.apiKey;
    const viewerPage = await h.newPage(PHONE);
    await signIn(viewerPage, h.baseUrl, viewer);
    await viewerPage.goto(`${h.baseUrl}/console/policy`);
    await viewerPage.getByText('Only an admin may change the policy.').waitFor();
    expect(await viewerPage.getByRole('spinbutton').count()).toBe(0);
    expect(await viewerPage.getByRole('button', { name: /Save/ }).count()).toBe(0);
    await inspect(viewerPage, 'policy-viewer-390px');
  });

  it('shows a finding from a trace with the step that contradicts the claim', async () => {
    await request(h.t.server)
      .post('/api/v1/observe/assess')
      .set(org.auth)
      .send({
        agentId,
        text: 'Done. The test suite is green.',
        trace: {
          steps: [
            { type: 'message', role: 'user', text: 'Fix the flaky test.' },
            {
              type: 'tool',
              name: 'bash',
              input: 'pytest -q',
              output: '27 passed, 3 failed',
              status: 'ok',
              exitCode: 0,
            },
          ],
        },
      })
      .expect(200);
    const { observations } = (
      await request(h.t.server)
        .get(`/api/v1/observations?agentId=${agentId}&patternId=BP-007`)
        .set(org.auth)
        .expect(200)
    ).body;
    expect(observations[0].detectionMethod).toBe('context-aware');
    for (const viewport of [undefined, PHONE]) {
      const page = await h.newPage(viewport);
      await signIn(page, h.baseUrl, org.apiKey);
      await page.goto(`${h.baseUrl}/console/observations/${observations[0].id}`);
      const finding = page.getByRole('article', { name: 'Finding BP-007' });
      const claims = finding.getByRole('list', {
        name: 'Claims checked against what the agent did',
      });
      await claims.getByText(/trace step 2: bash/).waitFor();
      await finding.getByText('Context-aware layer').waitFor();
      await inspect(page, viewport ? 'finding-trace-390px' : 'finding-trace');
    }
  });

  // One test per role: each signs in on its own page, so a slow machine spends one budget per role.
  it.each(['admin', 'reviewer', 'viewer', 'agent'])(
    'opens every page of its navigation as %s with no error, no refused call and no serious axe finding',
    async (role) => {
      const key =
        role === 'admin'
          ? org.apiKey
          : (
              await request(h.t.server)
                .post('/api/v1/auth/keys')
                .set(org.auth)
                .send({ name: `${role} key`, role, ...(role === 'agent' ? { agentId } : {}) })
                .expect(201)
            ).body.apiKey;
      const page = await h.newPage();
      await signIn(page, h.baseUrl, key);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const names = await nav.getByRole('link').allTextContents();
      expect(names.includes('Webhooks')).toBe(role !== 'agent');
      expect(names.includes('Keys')).toBe(role === 'admin');
      for (const name of names) {
        await nav.getByRole('link', { name, exact: true }).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        expect({ role, name, alerts: await page.getByRole('alert').allTextContents() }).toEqual({
          role,
          name,
          alerts: [],
        });
        await inspect(page, `every-page-${role}-${name.toLowerCase().replace(/\W+/g, '-')}`);
      }
      expect({ role, failures: h.takeApiFailures() }).toEqual({ role, failures: [] });
    },
  );

  async function assessText(text: string, link: { agentId?: string; runId?: string }) {
    const res = await request(h.t.server)
      .post('/api/v1/observe/assess')
      .set(org.auth)
      .send({ text, ...link })
      .expect(200);
    expect(res.body.storedObservations).toBeGreaterThan(0);
  }
});
