import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../src/common/net/free-port';
import { eventually } from './factories/webhooks';
import { createTestDatabase } from './utils/database';
import { listeningPort, SERVICE_START_LIMIT_MS } from './utils/service-process';

const ROOT = resolve(__dirname, '..');

/** `.env` in the working directory fills in configuration; the environment wins over it. */
describe('.env file (e2e, real process)', () => {
  jest.setTimeout(SERVICE_START_LIMIT_MS + 60_000);

  let workDir: string;
  let database: { url: string; drop: () => Promise<void> };
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'ags-envfile-'));
    database = await createTestDatabase();
  });

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    await database.drop();
    await rm(workDir, { recursive: true, force: true });
  });

  it('reads DATABASE_URL from .env and lets the environment override PORT', async () => {
    // The environment's PORT=0 (a port the OS chooses, reported over IPC) must win over .env's.
    const ignoredPort = await freePort();
    await writeFile(
      join(workDir, '.env'),
      [
        `# comments and blank lines are fine`,
        ``,
        `DATABASE_URL=${database.url}`,
        `PORT=${ignoredPort}`,
        `SECRET_ENCRYPTION_KEY=${'2'.repeat(64)}`,
      ].join('\n'),
    );
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: '0',
      LOG_LEVEL: 'info',
      NODE_ENV: 'test',
      TS_NODE_PROJECT: join(ROOT, 'tsconfig.json'),
    };
    delete env.DATABASE_URL;
    delete env.SECRET_ENCRYPTION_KEY;
    child = spawn(
      process.execPath,
      ['-r', require.resolve('ts-node/register/transpile-only'), join(ROOT, 'src/main.ts')],
      { cwd: workDir, env, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
    );
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

    const port = await listeningPort(child, () => output);
    expect(port).not.toBe(ignoredPort);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    // Logged through pino's transport thread, which may lag behind the first answers.
    await eventually(
      () => Promise.resolve(output.includes(`read configuration from ${join(workDir, '.env')}`)),
      SERVICE_START_LIMIT_MS,
      'the .env file named in the log',
    );
    await expect(fetch(`http://127.0.0.1:${ignoredPort}/health`)).rejects.toThrow();
    // It used the database named in .env, not an embedded server under the working directory.
    expect(output).not.toContain('embedded PostgreSQL ready');
  });
});
