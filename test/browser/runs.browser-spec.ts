import { PATTERN_CATALOGUE } from '../../src/observation/detection/catalogue';
import request from 'supertest';
import { createAgent, registerOrg, type TestOrg } from '../factories';
import { GATE_ORDER, startRun } from '../factories/governance';
import { assess, DETECTING_TEXTS } from '../factories/webhooks';
import { inspect, signIn, startConsole, type ConsoleHarness } from './harness';

jest.setTimeout(120_000);

describe('Console: runs (browser)', () => {
  let h: ConsoleHarness;
  let org: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    h = await startConsole();
    org = await registerOrg(h.t, 'Acme Robotics');
    agentId = (await createAgent(h.t, org, { name: 'release-bot' })).id;
    // Runs halted and held by detections: this organization enforces every pattern from 0.5 (the
    // calibrated defaults enforce none, docs/patterns.md §6).
    await request(h.t.server)
      .put('/api/v1/detection/policy')
      .set(org.auth)
      .send({
        patterns: PATTERN_CATALOGUE.map((p) => ({
          patternId: p.id,
          reviewAt: 0.5,
          enforceAt: 0.5,
        })),
      })
      .expect(200);
  });

  afterAll(async () => {
    await h?.close();
  });

  afterEach(() => {
    expect(h.browserErrors).toEqual([]);
  });

  it('walks a run through all six gates with "Approve" until it is completed', async () => {
    const run = await startRun(h.t, org, agentId, { metadata: { ticket: 'OPS-42' } });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Runs', exact: true }).click();
    await inspect(page, 'runs-list');
    await page.getByRole('link', { name: `Run ${run.id}` }).click();
    await page.getByRole('heading', { name: /Run/ }).waitFor();
    await inspect(page, 'run-page');

    for (const gate of GATE_ORDER) {
      const current = page.locator('.stepper [aria-current="step"]');
      await expect(current.getAttribute('class')).resolves.toContain('step-current');
      await page.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Actor').fill('alice@acme.example');
      if (gate === 'plan') await inspect(page, 'run-approve-dialog');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.getByText('completed', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByText('alice@acme.example').count()).toBe(GATE_ORDER.length);
    await inspect(page, 'run-completed');
  });

  it('shows a decision made elsewhere within 5 s, and the second of two tabs approving one gate gets the 409', async () => {
    const run = await startRun(h.t, org, agentId);
    const first = await h.newPage();
    const second = await h.newPage();
    for (const page of [first, second]) {
      await signIn(page, h.baseUrl, org.apiKey);
      await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
      await page.getByRole('button', { name: 'Approve' }).click();
      await page.getByRole('dialog').getByLabel('Actor').fill('bob');
    }
    await first.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await first.getByRole('dialog').waitFor({ state: 'detached' });
    await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    const refusal = second.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/GATE_MISMATCH/);
    await inspect(second, 'run-conflict-409');
    await second.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // A change made through the API appears on the open page without a reload.
    await request(h.t.server)
      .post('/api/v1/govern/cancel')
      .set(org.auth)
      .send({ runId: run.id, actor: 'carol', reason: 'superseded' })
      .expect(201);
    await first.getByText('cancelled', { exact: true }).first().waitFor({ timeout: 5_000 });
  });

  it('shows a viewer key no decision button, and refuses the keys page to a reviewer with the API message', async () => {
    const run = await startRun(h.t, org, agentId);
    const viewer = await createKey(org, { name: 'auditor', role: 'viewer' });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, viewer);
    expect(await page.getByTestId('key-role').textContent()).toBe('viewer');
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    for (const name of ['Approve', 'Reject', 'Resume', 'Cancel run'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await inspect(page, 'run-page-viewer');

    const reviewer = await createKey(org, { name: 'reviewer', role: 'reviewer', actor: 'rita' });
    const reviewerPage = await h.newPage();
    await signIn(reviewerPage, h.baseUrl, reviewer);
    const nav = reviewerPage.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Audit', exact: true }).waitFor();
    expect(await nav.getByRole('link', { name: 'Keys', exact: true }).count()).toBe(0);
    await reviewerPage.goto(`${h.baseUrl}/console/keys`);
    const refusal = reviewerPage.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^INSUFFICIENT_ROLE: /);
    await inspect(reviewerPage, 'keys-refused-reviewer');

    // A bound reviewer decides as its actor: the dialog shows it, fixed.
    await reviewerPage.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await reviewerPage.getByRole('button', { name: 'Approve' }).click();
    const actor = reviewerPage.getByRole('dialog').getByLabel('Actor');
    expect(await actor.inputValue()).toBe('rita');
    expect(await actor.getAttribute('readonly')).not.toBeNull();
  });

  it('shows a run halted by a P1 detection with its excerpt, then "Confirm" and "Resume" put it back in progress', async () => {
    const run = await startRun(h.t, org, agentId);
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // The detection arrives while the page is open: polling shows it without a reload.
    await assess(h.t, org, DETECTING_TEXTS.P1, { runId: run.id });
    await page.getByText('halted', { exact: true }).first().waitFor({ timeout: 5_000 });
    const blocker = page.getByRole('article', { name: /Blocker BP-001/ });
    await blocker.locator('mark').first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await inspect(page, 'run-halted');

    await blocker.getByRole('button', { name: 'Confirm' }).click();
    const review = page.getByRole('dialog');
    await review.getByLabel('Actor').fill('alice@acme.example');
    await review.getByLabel(/Note/).fill('the contract was never read');
    await review.getByRole('button', { name: 'Confirm' }).click();
    await review.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog');
    await resume.getByLabel('Reason').fill('contract read and summary redone');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await resume.waitFor({ state: 'detached' });
    await page.getByText('in_progress', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await page.getByText('resumed', { exact: true }).count()).toBeGreaterThan(0);
    await inspect(page, 'run-resumed');

    await page.getByRole('link', { name: 'Observations', exact: true }).click();
    await page.getByRole('heading', { name: 'Precision per pattern' }).waitFor();
    const list = page.getByRole('region', { name: 'Observations', exact: true });
    await list.getByText('confirmed', { exact: true }).first().waitFor();
    await page
      .getByRole('region', { name: 'Precision per pattern', exact: true })
      .getByText('100 %')
      .waitFor();
    await inspect(page, 'observations');
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('img', { name: /Detections per pattern per day/ }).waitFor();
    await inspect(page, 'overview-with-chart');
  });

  async function createKey(owner: TestOrg, body: Record<string, unknown>): Promise<string> {
    const res = await request(h.t.server)
      .post('/api/v1/auth/keys')
      .set(owner.auth)
      .send(body)
      .expect(201);
    return res.body.apiKey;
  }
});
