import request from 'supertest';
import { createAgent, registerOrg, type TestOrg } from '../factories';
import { startRun } from '../factories/governance';
import { assess, createWebhook, DETECTING_TEXTS, listDeliveries } from '../factories/webhooks';
import { TestReceiver } from '../utils/receiver';
import {
  inspect,
  PHONE,
  screenshot,
  signIn,
  startConsole,
  until,
  type ConsoleHarness,
} from './harness';

jest.setTimeout(120_000);

describe('Console: sign-in, pages and webhooks (browser)', () => {
  let h: ConsoleHarness;
  let org: TestOrg;
  let agentId: string;
  /** A receiver that answers 500: its deliveries fail at once, retry once, then wait 20 s. */
  let failing: TestReceiver;
  let failingHook: string;

  beforeAll(async () => {
    h = await startConsole({ env: { WEBHOOK_RETRY_DELAYS_MS: '100,20000' } });
    org = await registerOrg(h.t, 'Acme Robotics');
    failing = await TestReceiver.start('fail');
    failingHook = (await createWebhook(h.t, org, { url: failing.url, events: ['P1'] })).webhookId;
    // Its first delivery: failed for good about 20 s from now.
    await assess(h.t, org, DETECTING_TEXTS.P1);
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
    await failing?.close();
  });

  afterEach(() => {
    expect(h.browserErrors).toEqual([]);
    expect(h.takeApiFailures()).toEqual([]);
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
    expect(h.takeApiFailures()).toEqual(['GET /api/v1/auth/me → 401']);

    await page.getByLabel('API key').fill(org.apiKey);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Sign out' }).waitFor();
    expect(await header.textContent()).toContain('Acme Robotics');
    expect(await page.getByTestId('key-role').textContent()).toBe('admin');
    expect(await page.context().cookies()).toEqual([]);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Overview',
      'Runs',
      'Inbox',
      'Observations',
      'Agents',
      'Detection policy',
      'Webhooks',
      'Audit',
      'Keys',
    ])
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

  it('creates, edits, redelivers, rotates the secret of (with Copy) and deletes a webhook', async () => {
    const receiver = await TestReceiver.start();
    try {
      const page = await h.newPage();
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: h.baseUrl,
      });
      await signIn(page, h.baseUrl, org.apiKey);
      await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
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

      // Edit: a new description and one severity less.
      await page.getByLabel(/Description/).fill('on-call pager (night shift)');
      await page.getByLabel('P3').uncheck();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Saved.').waitFor();
      const webhookId = page.url().split('/').pop()!;
      const stored = await request(h.t.server)
        .get(`/api/v1/webhooks/${webhookId}`)
        .set(org.auth)
        .expect(200);
      expect(stored.body).toMatchObject({
        description: 'on-call pager (night shift)',
        events: ['P1', 'P2'],
      });

      // A delivery, then "Redeliver": a second delivery of the same payload.
      await assess(h.t, org, DETECTING_TEXTS.P1);
      await receiver.waitForRequests(1);
      await page.reload();
      const deliveries = page.getByRole('region', { name: 'Deliveries' });
      await deliveries.getByText('Succeeded', { exact: true }).waitFor();
      await deliveries.getByRole('button', { name: 'Redeliver' }).click();
      await receiver.waitForRequests(2);
      await until(
        () => deliveries.getByRole('row').count(),
        (rows) => rows === 3,
      );
      await inspect(page, 'webhook-page');

      // Rotate the secret: the new one is shown once, and "Copy" puts it on the clipboard.
      await page.getByRole('button', { name: 'Rotate secret' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
      const rotated = page.getByTestId('secret-value');
      await rotated.waitFor();
      const value = (await rotated.textContent())!;
      expect(value).toMatch(/^whsec_/);
      await page.getByRole('button', { name: 'Copy' }).click();
      await page.getByText('Copied.').waitFor();
      expect(await page.evaluate('navigator.clipboard.readText()')).toBe(value);
      await inspect(page, 'webhook-secret-rotated');
      await page.getByRole('button', { name: 'I have stored it' }).click();

      await page.getByRole('button', { name: 'Delete webhook' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete webhook' }).click();
      await page.getByRole('heading', { name: 'Webhooks', exact: true }).waitFor();
      await page.getByRole('link', { name: failing.url }).waitFor();
      expect(await page.getByRole('link', { name: receiver.url }).count()).toBe(0);
      await request(h.t.server).get(`/api/v1/webhooks/${webhookId}`).set(org.auth).expect(404);
    } finally {
      await receiver.close();
    }
  });

  it('creates a key (shown once, with Copy) and revokes it; the audit trail names it by name and prefix', async () => {
    const page = await h.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: h.baseUrl,
    });
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Keys', exact: true }).click();
    const form = page.getByRole('region', { name: 'New key' });
    await form.getByLabel('Name').fill('ci-bot');
    await form.getByLabel('Role').selectOption('viewer');
    await form.getByRole('button', { name: 'Create key' }).click();
    const secret = page.getByTestId('secret-value');
    await secret.waitFor();
    const key = (await secret.textContent())!;
    expect(key).toMatch(/^agk_/);
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied.').waitFor();
    expect(await page.evaluate('navigator.clipboard.readText()')).toBe(key);
    await inspect(page, 'key-created');
    await page.getByRole('button', { name: 'I have stored it' }).click();

    const list = page.getByRole('region', { name: 'API keys' });
    const row = list.getByRole('row').filter({ hasText: 'ci-bot' });
    expect(await row.textContent()).toContain(`${key.slice(0, 12)}…`);
    await row.getByRole('button', { name: 'Revoke ci-bot' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
    await row.getByText('Revoked', { exact: true }).waitFor();
    await inspect(page, 'keys');

    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.getByLabel('Resource type').selectOption('api_key');
    const entries = page.getByRole('region', { name: 'Audit entries' });
    const revoked = entries.getByRole('row').filter({ hasText: 'Revoked' });
    await revoked.waitFor();
    // Who: the admin key by name and prefix, never `api_key:<uuid>`.
    expect(await revoked.textContent()).toContain(`default ${org.apiKey.slice(0, 12)}…`);
    expect(await entries.textContent()).not.toMatch(/api_key:/);
    // Details as labelled fields.
    const created = entries.getByRole('row').filter({ hasText: 'ci-bot' }).first();
    await created.locator('dt', { hasText: 'prefix' }).waitFor();
    await inspect(page, 'audit-keys');
  });

  it('shows a failed delivery apart from one waiting for its retry on the overview', async () => {
    await until(
      () => listDeliveries(h.t, org, failingHook, '?status=failed'),
      (failed) => failed.length > 0,
      { timeoutMs: 40_000, intervalMs: 1_000 },
    );
    await assess(h.t, org, DETECTING_TEXTS.P1);
    await until(
      () => listDeliveries(h.t, org, failingHook, '?status=pending'),
      (pending) => pending.some((delivery) => delivery.attempts.length > 0),
    );
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    const card = page.getByRole('region', { name: 'Webhook deliveries' });
    await card.getByRole('region', { name: 'Failed deliveries' }).waitFor();
    const retrying = card.getByRole('region', { name: 'Deliveries waiting for a retry' });
    await retrying.getByRole('link', { name: failing.url }).first().waitFor();
    expect(await card.textContent()).toMatch(
      /[1-9]\d* failed in the last 24 hours · [1-9]\d* waiting for a retry/,
    );
    await inspect(page, 'overview-deliveries');
  });

  it('renders an excerpt holding HTML or a right-to-left override as inert text', async () => {
    const text = `<img src=x onerror="window.pwned=1"> \u202E${DETECTING_TEXTS.P1} <b>bold</b>`;
    await assess(h.t, org, text, { agentId });
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.goto(`${h.baseUrl}/console/observations?patternId=BP-001`);
    const list = page.getByRole('region', { name: 'Observations', exact: true });
    await list
      .getByText(/<img src=x/)
      .first()
      .waitFor();
    expect(await page.locator('main img').count()).toBe(0);
    expect(await page.locator('main b').count()).toBe(0);
    expect(await page.evaluate('window.pwned')).toBeUndefined();
    const shown = await list.locator('.excerpt').allTextContents();
    expect(shown.join('')).not.toContain('\u202E');
    await inspect(page, 'observations-inert-excerpt');
  });

  it('filters the audit trail, shows the chain verified, and lists the keys', async () => {
    const page = await h.newPage();
    await signIn(page, h.baseUrl, org.apiKey);
    await page.getByRole('link', { name: 'Audit', exact: true }).click();
    await page.getByRole('region', { name: 'Audit entries' }).waitFor();
    await page.getByText(/^Chain verified: \d+ entries, intact\.$/).waitFor();
    await page.getByLabel('Action').fill('cancelled');
    await page.getByText('No audit entry matches these filters.').waitFor();
    await page.getByLabel('Action').fill('');
    await page.getByLabel('Resource type').selectOption('agent');
    await page.getByRole('region', { name: 'Audit entries' }).getByText('agent').first().waitFor();
    await inspect(page, 'audit');
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
    const refused = h.takeApiFailures();
    expect(refused.length).toBeGreaterThan(0);
    for (const failure of refused) expect(failure).toMatch(/ → 401$/);
    await inspect(page, 'signed-out-revoked-390px');
  });
});
