import request from 'supertest';
import { createAgent, registerOrg, type TestOrg } from '../factories';
import { startRun } from '../factories/governance';
import { assess, DETECTING_TEXTS } from '../factories/webhooks';
import { TestReceiver } from '../utils/receiver';
import { inspect, PHONE, screenshot, signIn, startConsole, type ConsoleHarness } from './harness';

jest.setTimeout(120_000);

describe('Console: sign-in, pages and webhooks (browser)', () => {
  let h: ConsoleHarness;
  let org: TestOrg;
  let agentId: string;

  beforeAll(async () => {
    h = await startConsole();
    org = await registerOrg(h.t, 'Acme Robotics');
    agentId = (await createAgent(h.t, org, { name: 'release-bot' })).id;
    const run = await startRun(h.t, org, agentId);
    await assess(h.t, org, DETECTING_TEXTS.P2, { agentId });
    await request(h.t.server)
      .post('/api/v1/govern/gate')
      .set(org.auth)
      .send({ runId: run.id, gate: 'plan', action: 'submitted', actor: 'release-bot' })
      .expect(201);
  });

  afterAll(async () => {
    await h?.close();
  });

  afterEach(() => {
    expect(h.browserErrors).toEqual([]);
  });

  it('serves the console with a policy that allows only its own scripts and styles', async () => {
    const res = await request(h.t.server).get('/console/runs/some-id').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    const policy = res.headers['content-security-policy'];
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('refuses a bad key with the API message and signs in with a good one', async () => {
    const page = await h.newPage();
    await page.goto(`${h.baseUrl}/console/`);
    await inspect(page, 'sign-in');
    await page.getByLabel('API key').fill(`agk_${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    expect(await refusal.textContent()).toMatch(/^UNAUTHENTICATED: \w/);
    await inspect(page, 'sign-in-refused');

    await page.getByLabel('API key').fill(org.apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await header.textContent()).toContain('Acme Robotics');
    expect(await page.getByTestId('key-role').textContent()).toBe('admin');
    expect(await page.context().cookies()).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Overview', 'Runs', 'Observations', 'Agents', 'Webhooks', 'Audit', 'Keys'])
      await nav.getByRole('link', { name, exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await page.getByRole('link', { name: /^Run / }).first().waitFor();
    await inspect(page, 'overview');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByLabel('API key').waitFor();
    expect(await page.evaluate('sessionStorage.length')).toBe(0);
  });

  it('lists agents and shows an agent with its runs and observations', async () => {
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Agents', exact: true }).click();
    await page.getByRole('link', { name: 'release-bot' }).click();
    await page.getByRole('heading', { name: /release-bot/ }).waitFor();
    await page.getByRole('link', { name: /^Run / }).waitFor();
    await page.locator('mark').first().waitFor();
    await inspect(page, 'agent-page');
    await page.getByRole('link', { name: 'Agents', exact: true }).click();
    await page.getByRole('region', { name: 'Agents' }).waitFor();
    await inspect(page, 'agents-list');
  });

  it('creates a webhook and shows its secret once, with the verification recipe', async () => {
    const receiver = await TestReceiver.start();
    try {
      const page = await h.newPage();
      await signIn(page, h.baseUrl, org.apiKey);
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
      await page.getByText('No webhook yet.').waitFor();
      await page.getByRole('button', { name: 'New webhook' }).click();
      await page.getByLabel('Receiver URL').fill(receiver.url);
      await page.getByLabel('P3').check();
      await page.getByLabel(/Description/).fill('on-call pager');
      await page.getByRole('button', { name: 'Create webhook' }).click();

      const secret = page.getByTestId('secret-value');
      await secret.waitFor();
      expect(await secret.textContent()).toMatch(/^whsec_/);
      await page.getByRole('heading', { name: 'Verifying deliveries' }).waitFor();
      await inspect(page, 'webhook-created');

      await page.getByRole('button', { name: 'I have stored it' }).click();
      expect(await page.getByTestId('secret-value').count()).toBe(0);
      await page.getByRole('link', { name: receiver.url }).click();
      await page.getByRole('heading', { name: 'Deliveries' }).waitFor();
      expect(await page.getByText(/whsec_/).count()).toBe(0);
      await inspect(page, 'webhook-page');
    } finally {
      await receiver.close();
    }
  });

  it('filters the audit trail, shows the chain verified, and lists the keys', async () => {
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.getByRole('region', { name: 'Audit entries' }).waitFor();
    await page.getByText(/^Chain verified: \d+ entries, intact\.$/).waitFor();
    await page.getByLabel('Action').fill('revoked');
    await page.getByText('No audit entry matches these filters.').waitFor();
    await page.getByLabel('Action').fill('');
    await page.getByLabel('Resource type').selectOption('agent');
    await page.getByRole('region', { name: 'Audit entries' }).getByText('agent').first().waitFor();
    await inspect(page, 'audit');
    await page.getByRole('link', { name: 'Keys', exact: true }).click();
    await page.getByRole('region', { name: 'API keys' }).waitFor();
    await inspect(page, 'keys');
  });

  it('signs out with the API message when the key is revoked mid-session', async () => {
    const created = await request(h.t.server)
      .post('/api/v1/auth/keys')
      .set(org.auth)
      .send({ name: 'temporary', role: 'reviewer' })
      .expect(201);
    const page = await h.newPage(PHONE);
    await signIn(page, h.baseUrl, created.body.apiKey);
    await page.getByRole('heading', { name: 'Overview' }).waitFor();
    await screenshot(page, 'overview-390px');
    await request(h.t.server)
      .delete(`/api/v1/auth/keys/${created.body.id}`)
      .set(org.auth)
      .expect(204);
    // Navigating makes an API call with the revoked key; the page's own polling may get there
    // first and sign out before the click lands, which is the same outcome.
    await page
      .getByRole('link', { name: 'Runs', exact: true })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    const notice = page.getByRole('status').filter({ hasText: 'Signed out' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Signed out: \w+/);
    await inspect(page, 'signed-out-revoked-390px');
  });
});
