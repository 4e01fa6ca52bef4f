import AxeBuilder from '@axe-core/playwright';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { createTestApp, type TestApp } from '../utils/test-app';

/** Debian's chromium (`apt-get install chromium`); browser downloads are not possible here. */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREENSHOTS = join(__dirname, '..', '..', 'test-output', 'console');

export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

export interface ConsoleHarness {
  t: TestApp;
  baseUrl: string;
  browser: Browser;
  /** A new tab in its own context (its own session storage: a separate sign-in). */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  /** Problems the browser reported (CSP refusals, script errors) since the start. */
  browserErrors: string[];
  /**
   * API calls the console made that were refused (4xx) or failed (5xx, network), as
   * `METHOD path → status`. A test that provokes a refusal on purpose takes it out with
   * `expectApiFailures`; any other is a console bug (a page asking what its key may not read).
   */
  apiFailures: string[];
  /** Removes and returns the recorded API failures (for a test that provoked them). */
  takeApiFailures(): string[];
  close(): Promise<void>;
}

/** The real service on a free port, its console, and one headless chromium for the file. */
export async function startConsole(
  options: { env?: Record<string, string> } = {},
): Promise<ConsoleHarness> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\` ` +
        '(or set CHROMIUM_PATH). The console browser tests cannot run without it.',
    );
  }
  const t = await createTestApp(options);
  await t.app.listen(0, '127.0.0.1');
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const contexts: BrowserContext[] = [];
  const browserErrors: string[] = [];
  const apiFailures: string[] = [];
  return {
    t,
    baseUrl: `http://127.0.0.1:${port}`,
    browser,
    browserErrors,
    apiFailures,
    takeApiFailures: () => apiFailures.splice(0),
    async newPage(viewport = DESKTOP) {
      const context = await browser.newContext({ viewport });
      contexts.push(context);
      const page = await context.newPage();
      page.on('pageerror', (error) => browserErrors.push(`page error: ${error.message}`));
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.startsWith('/api/') && response.status() >= 400)
          apiFailures.push(`${response.request().method()} ${url.pathname} → ${response.status()}`);
      });
      page.on('requestfailed', (request) => {
        const url = new URL(request.url());
        const reason = request.failure()?.errorText ?? 'failed';
        // A navigation or a closed tab aborts what was in flight: not a failure of the call.
        if (url.pathname.startsWith('/api/') && reason !== 'net::ERR_ABORTED')
          apiFailures.push(`${request.method()} ${url.pathname} → ${reason}`);
      });
      page.on('console', (message) => {
        // 4xx answers are the API doing its job (a bad key, a 409): the console shows them.
        if (message.type() === 'error' && !/status of 4\d\d/.test(message.text()))
          browserErrors.push(message.text());
      });
      return page;
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await t.close();
    },
  };
}

/** axe-core on the page as it is: the serious and critical violations, described. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

/** A full-page screenshot into test-output/console/ (not committed), for people to look at. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/**
 * Checks a page the way each test does: a screenshot, axe clean, and nothing wider than the
 * viewport (a table scrolls inside its own region; the page itself never scrolls sideways).
 */
export async function inspect(page: Page, name: string): Promise<void> {
  await screenshot(page, name);
  expect(await accessibilityProblems(page)).toEqual([]);
  const overflow = await page.evaluate(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect({ page: name, overflow }).toEqual({ page: name, overflow: 0 });
}

export async function signIn(page: Page, baseUrl: string, apiKey: string): Promise<void> {
  await page.goto(`${baseUrl}/console/`);
  await page.getByLabel('API key').fill(apiKey);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/** Asks `read` again every `intervalMs` until `accept` takes its answer; throws after `timeoutMs`. */
export async function until<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 250 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
