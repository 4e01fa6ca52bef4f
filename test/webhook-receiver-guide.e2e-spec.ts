import { readFileSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import ts from 'typescript';
import { registerOrg, TestOrg } from './factories';
import { assess, createWebhook, DETECTING_TEXTS } from './factories/webhooks';
import { TestReceiver } from './utils/receiver';
import { createTestApp, TestApp } from './utils/test-app';

type Verify = (
  secret: string,
  headers: IncomingHttpHeaders,
  rawBody: Buffer,
  nowSeconds?: number,
) => boolean;

/** The TypeScript snippet of docs/webhooks.md, compiled and loaded exactly as a reader would paste it. */
function guideVerifier(): Verify {
  const guide = readFileSync(resolve(__dirname, '../docs/webhooks.md'), 'utf8');
  const block = /<!-- receiver-snippet:typescript -->\s*```ts\n([\s\S]*?)```/.exec(guide);
  if (!block) throw new Error('docs/webhooks.md has no receiver-snippet:typescript block');
  const js = ts.transpileModule(block[1], {
    compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 },
  }).outputText;
  const module = { exports: {} as { verifyAgWebhook?: Verify } };
  runInNewContext(js, { module, exports: module.exports, require, Buffer, Date });
  if (!module.exports.verifyAgWebhook) throw new Error('the snippet exports no verifyAgWebhook');
  return module.exports.verifyAgWebhook;
}

describe('Webhook receiver guide (e2e)', () => {
  let t: TestApp;
  let org: TestOrg;
  let receiver: TestReceiver;
  const verify = guideVerifier();

  beforeAll(async () => {
    t = await createTestApp({ env: { WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true' } });
    org = await registerOrg(t);
    receiver = await TestReceiver.start();
  });

  afterAll(async () => {
    await receiver.close();
    await t.close();
  });

  it("verifies a real delivery with the guide's TypeScript snippet, and refuses tampered ones", async () => {
    const { secret } = await createWebhook(t, org, { url: receiver.url });
    await assess(t, org, DETECTING_TEXTS.P1);
    const [delivery] = await receiver.waitForRequests(1);

    expect(verify(secret, delivery.headers, delivery.rawBody)).toBe(true);

    const tampered = Buffer.from(delivery.rawBody.toString('utf8').replace('BP-001', 'BP-002'));
    expect(verify(secret, delivery.headers, tampered)).toBe(false);
    expect(verify(secret.slice('whsec_'.length), delivery.headers, delivery.rawBody)).toBe(false);
    const sentAt = Number(delivery.headers['x-ag-timestamp']);
    expect(verify(secret, delivery.headers, delivery.rawBody, sentAt + 301)).toBe(false);
    expect(
      verify(
        secret,
        { ...delivery.headers, 'x-ag-timestamp': String(sentAt + 1) },
        delivery.rawBody,
      ),
    ).toBe(false);
  });
});
