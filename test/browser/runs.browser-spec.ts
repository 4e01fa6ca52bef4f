import request from 'supertest';
import { createAgent, registerOrg, type TestOrg } from '../factories';
import { gate, GATE_ORDER, startRun } from '../factories/governance';
import { enforceEveryPattern, exampleFor } from '../factories/observation';
import { assess, DETECTING_TEXTS } from '../factories/webhooks';
import { inspect, PHONE, signIn, startConsole, type ConsoleHarness } from './harness';

jest.setTimeout(120_000);

const PAUSE_TEXT = exampleFor('BP-003'); // PAUSE
const ESCALATE_TEXT = exampleFor('BP-002'); // ESCALATE

describe('Console: deciding on runs (browser)', () => {
  let h: ConsoleHarness;
  let org: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    h = await startConsole();
    org = await registerOrg(h.t, 'Acme Robotics');
    agentId = (await createAgent(h.t, org, { name: 'release-bot' })).id;
    // Runs halted and held by detections: this organization's detections act.
    await enforceEveryPattern(h.t, org);
  });

  afterAll(async () => {
    await h?.close();
  });

  afterEach(() => {
    expect(h.browserErrors).toEqual([]);
    expect(h.takeApiFailures()).toEqual([]);
  });

  it('shows what the run is and its policy, then walks it through all six gates with "Approve"', async () => {
    const run = await startRun(h.t, org, agentId, {
      metadata: { ticket: 'OPS-42', change: 'rotate the TLS certificates' },
      policy: { requireDistinctApprover: true },
    });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Runs', exact: true }).click();
    await inspect(page, 'runs-list');
    await page.getByRole('link', { name: `Run ${run.id}` }).click();
    await page.getByRole('heading', { name: /Run/ }).first().waitFor();
    const about = page.getByRole('region', { name: 'What this run is' });
    await about.getByText('OPS-42').waitFor();
    await about.getByText('rotate the TLS certificates').waitFor();
    const policy = page.getByRole('region', { name: 'Policy' });
    expect(await policy.textContent()).toMatch(/Enforce.*Distinct approver/s);
    expect(await page.getByRole('region', { name: 'Decision' }).textContent()).toContain(
      'Awaiting a decision at Plan',
    );
    await inspect(page, 'run-page');

    for (const gateName of GATE_ORDER) {
      const current = page.locator('.stepper [aria-current="step"]');
      await expect(current.getAttribute('class')).resolves.toContain('step-current');
      await page.getByRole('button', { name: 'Approve' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Actor').fill('alice@acme.example');
      if (gateName === 'plan') await inspect(page, 'run-approve-dialog');
      await dialog.getByRole('button', { name: 'Approve' }).click();
      await dialog.waitFor({ state: 'detached' });
    }

    await page.getByText('Completed', { exact: true }).first().waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Cancel run' }).count()).toBe(0);
    const history = page.getByRole('region', { name: 'History' });
    expect(await history.getByText('alice@acme.example').count()).toBe(GATE_ORDER.length);
    // The key that decided, shown as the Keys page shows it: its name and prefix.
    expect(await history.getByText(`${org.apiKey.slice(0, 12)}…`).count()).toBeGreaterThan(0);
    await inspect(page, 'run-completed');
  });

  it('rejects a gate with a reason and cancels a run', async () => {
    const run = await startRun(h.t, org, agentId);
    await gate(h.t, org, run.id, 'plan', 'submitted', 'release-bot');
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);

    await page.getByRole('button', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog');
    await reject.getByLabel('Actor').fill('alice@acme.example');
    await reject.getByLabel(/Reason/).fill('the plan skips the rollback');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await reject.waitFor({ state: 'detached' });
    const history = page.getByRole('region', { name: 'History' });
    await history.getByText('Rejected', { exact: true }).waitFor();
    await history.getByText('the plan skips the rollback').waitFor();

    await page.getByRole('button', { name: 'Cancel run' }).click();
    const cancel = page.getByRole('dialog');
    await cancel.getByLabel(/Reason/).fill('superseded by OPS-43');
    await inspect(page, 'run-cancel-dialog');
    await cancel.getByRole('button', { name: 'Cancel run' }).click();
    await cancel.waitFor({ state: 'detached' });
    await history.getByText('superseded by OPS-43').waitFor();
    await page.getByText('Cancelled: the run accepts no further decision.').waitFor();
    for (const name of ['Approve', 'Reject', 'Resume', 'Cancel run'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await inspect(page, 'run-cancelled');
  });

  it('shows a decision made elsewhere without a reload, and tells the second of two reviewers deciding one gate why it failed', async () => {
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
    // The second page's poll shows the run moved on while its dialog is open: the decision still
    // names the gate the dialog was opened for, so it is refused rather than taken for the next.
    await second
      .getByRole('region', { name: 'History' })
      .getByText('Approved', { exact: true })
      .waitFor();
    expect(await second.getByRole('dialog').getByRole('heading').textContent()).toBe(
      'Approve Plan',
    );
    await second.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    const refusal = second.getByRole('dialog').getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(
      /^Someone else decided this gate meanwhile.*GATE_MISMATCH: /s,
    );
    await inspect(second, 'run-conflict-409');
    expect(h.takeApiFailures()).toEqual(['POST /api/v1/govern/gate → 409']);
    await second.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

    // A change made through the API appears on the open page without a reload.
    await request(h.t.server)
      .post('/api/v1/govern/cancel')
      .set(org.auth)
      .send({ runId: run.id, actor: 'carol', reason: 'superseded' })
      .expect(201);
    await first.getByText('Cancelled', { exact: true }).first().waitFor();
  });

  it('shows a viewer key no decision button and says why, and keeps a reviewer off the keys page', async () => {
    const run = await startRun(h.t, org, agentId);
    const viewer = await createKey(org, { name: 'auditor', role: 'viewer' });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, viewer);
    expect(await page.getByTestId('key-role').textContent()).toBe('viewer');
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    for (const name of ['Approve', 'Reject', 'Resume', 'Cancel run'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByText("Your key's role (viewer) may not decide gates.").waitFor();
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
    expect(await refusal.textContent()).toMatch(/INSUFFICIENT_ROLE: /);
    await inspect(reviewerPage, 'keys-refused-reviewer');
    expect(h.takeApiFailures()).toEqual(['GET /api/v1/auth/keys → 403']);

    // A bound reviewer decides as its actor: the dialog shows it, fixed.
    await reviewerPage.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await reviewerPage.getByRole('button', { name: 'Approve' }).click();
    const actor = reviewerPage.getByRole('dialog').getByLabel('Actor');
    expect(await actor.inputValue()).toBe('rita');
    expect(await actor.getAttribute('readonly')).not.toBeNull();
  });

  it('offers Resume only once the HALT finding is reviewed, and keeps the reviewed finding with its verdict and note', async () => {
    const run = await startRun(h.t, org, agentId);
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    // The detection arrives while the page is open: polling shows it without a reload.
    await assess(h.t, org, DETECTING_TEXTS.P1, { runId: run.id });
    await page.getByText('Halted', { exact: true }).first().waitFor();
    const decision = page.getByRole('region', { name: 'Decision' });
    await decision.getByText(/Resume becomes possible once this finding is reviewed/).waitFor();
    // What is still open, by pattern and excerpt, never by id.
    await decision.getByRole('link', { name: /BP-001 Inference Over Execution/ }).waitFor();
    await decision.locator('mark').first().waitFor();
    for (const name of ['Approve', 'Resume'])
      expect(await page.getByRole('button', { name }).count()).toBe(0);
    await page.getByRole('button', { name: 'Cancel run' }).waitFor();
    const finding = page.getByRole('article', { name: 'Finding BP-001' });
    await finding.getByText('Holds the run').waitFor();
    expect(await finding.textContent()).toMatch(/HALT: halts the run/);
    await inspect(page, 'run-halted');

    await finding.getByRole('button', { name: 'Confirm BP-001' }).click();
    const review = page.getByRole('dialog');
    await review.getByLabel('Actor').fill('alice@acme.example');
    await review.getByLabel(/Note/).fill('the contract was never read');
    await review.getByRole('button', { name: 'Confirm' }).click();
    await review.waitFor({ state: 'detached' });
    await finding.getByText('Confirmed: a true detection').waitFor();
    await finding.getByText('the contract was never read').waitFor();

    await page.getByRole('button', { name: 'Resume' }).click();
    const resume = page.getByRole('dialog');
    await resume.getByLabel('Reason').fill('contract read and summary redone');
    await resume.getByRole('button', { name: 'Resume' }).click();
    await resume.waitFor({ state: 'detached' });
    await page.getByText('In progress', { exact: true }).first().waitFor();
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    expect(await page.getByText('Resumed', { exact: true }).count()).toBeGreaterThan(0);
    // The reviewed finding stays on the run page, with its verdict and note.
    expect(await finding.textContent()).toContain('the contract was never read');
    expect(await finding.getByText('Holds the run').count()).toBe(0);
    await inspect(page, 'run-resumed');

    await page.getByRole('link', { name: 'Observations', exact: true }).click();
    await page.getByRole('heading', { name: 'Precision per pattern' }).waitFor();
    await page
      .getByRole('region', { name: 'Precision per pattern', exact: true })
      .getByText('100 %')
      .waitFor();
    await inspect(page, 'observations');
    await page.getByRole('link', { name: 'Overview', exact: true }).click();
    await page.getByRole('img', { name: /Detections per pattern per day/ }).waitFor();
    await inspect(page, 'overview-with-chart');
  });

  it('says why Approve is unavailable while a PAUSE finding holds the run, and brings it back after "Dismiss"', async () => {
    const run = await startRun(h.t, org, agentId);
    await assess(h.t, org, PAUSE_TEXT, { runId: run.id });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    const decision = page.getByRole('region', { name: 'Decision' });
    await decision.getByText(/Approve is unavailable/).waitFor();
    await decision.getByRole('link', { name: /BP-003/ }).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    await inspect(page, 'run-paused');

    const finding = page.getByRole('article', { name: 'Finding BP-003' });
    await finding.getByRole('button', { name: 'Dismiss BP-003' }).click();
    const review = page.getByRole('dialog');
    await review.getByLabel('Actor').fill('alice@acme.example');
    await review.getByLabel(/Note/).fill('the review happened in the PR');
    await review.getByRole('button', { name: 'Dismiss' }).click();
    await review.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Approve' }).waitFor();
    await finding.getByText('Dismissed: a false positive').waitFor();
    await finding.getByText('the review happened in the PR').waitFor();
  });

  it('tells a reviewer who opens an ESCALATE finding that an admin reviews it, without an error', async () => {
    const run = await startRun(h.t, org, agentId);
    await assess(h.t, org, ESCALATE_TEXT, { runId: run.id });
    const [observation] = (
      await request(h.t.server)
        .get(`/api/v1/observations?runId=${run.id}`)
        .set(org.auth)
        .expect(200)
    ).body.observations;
    const reviewer = await createKey(org, { name: 'rita', role: 'reviewer', actor: 'rita' });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, reviewer);
    await page.goto(`${h.baseUrl}/console/observations/${observation.id}`);
    const finding = page.getByRole('article', { name: 'Finding BP-002' });
    await finding.getByText(/Admin only: an ESCALATE finding is reviewed by an admin/).waitFor();
    expect(await finding.getByRole('button', { name: /Confirm|Dismiss/ }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await inspect(page, 'finding-escalate-reviewer');

    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page
      .getByRole('region', { name: 'Decision' })
      .getByText('(an admin reviews it)')
      .waitFor();
  });

  it('shows an agent key only what it may read: no webhooks, audit or policy, no refused call', async () => {
    const run = await startRun(h.t, org, agentId);
    const agentKey = await createKey(org, { name: 'release-bot key', role: 'agent', agentId });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, agentKey);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Runs', exact: true }).waitFor();
    for (const name of ['Webhooks', 'Audit', 'Keys', 'Detection policy'])
      expect(await nav.getByRole('link', { name, exact: true }).count()).toBe(0);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Detections per pattern, last 14 days' }).waitFor();
    await page.getByRole('img', { name: /Detections per pattern per day/ }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await inspect(page, 'overview-agent');
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByRole('heading', { name: 'History' }).waitFor();
    await page.getByText("Your key's role (agent) may not decide gates.").waitFor();
    await inspect(page, 'run-page-agent');
  });

  it('does not offer Approve to the bound actor who submitted at the gate when the run needs a distinct approver', async () => {
    const run = await startRun(h.t, org, agentId, { policy: { requireDistinctApprover: true } });
    const rita = await createKey(org, { name: 'rita', role: 'reviewer', actor: 'rita' });
    await request(h.t.server)
      .post('/api/v1/govern/gate')
      .set({ Authorization: `Bearer ${rita}` })
      .send({ runId: run.id, gate: 'plan', action: 'submitted' })
      .expect(201);
    const page = await h.newPage();
    await signIn(page, h.baseUrl, rita);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page.getByText(/Approve is unavailable to you/).waitFor();
    expect(await page.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reject' }).waitFor();
    await inspect(page, 'run-distinct-approver');
  });

  it('decides on a run from a phone (390 px)', async () => {
    const run = await startRun(h.t, org, agentId, { metadata: { ticket: 'OPS-77' } });
    await assess(h.t, org, PAUSE_TEXT, { runId: run.id });
    const page = await h.newPage(PHONE);
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/runs/${run.id}`);
    await page
      .getByRole('region', { name: 'Decision' })
      .getByText(/Approve is unavailable/)
      .waitFor();
    await inspect(page, 'run-paused-390px');
    await page.getByRole('button', { name: 'Confirm BP-003' }).click();
    const review = page.getByRole('dialog');
    await review.getByLabel('Actor').fill('alice@acme.example');
    await inspect(page, 'run-review-dialog-390px');
    await review.getByRole('button', { name: 'Confirm' }).click();
    await review.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Awaiting a decision at Build').waitFor();
    await inspect(page, 'run-approved-390px');
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
