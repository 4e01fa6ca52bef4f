import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { listeningPort, SERVICE_START_LIMIT_MS } from './utils/service-process';

/**
 * The zero-setup default: `npm start` without DATABASE_URL runs on an embedded PostgreSQL server.
 * Runs the real entry point (src/main.ts) as a child process, as a user would.
 */
describe('Embedded PostgreSQL (e2e, real process)', () => {
  // Three starts (the first initialises the data directory); each wait ends when it serves.
  jest.setTimeout(3 * SERVICE_START_LIMIT_MS);

  let workDir: string;
  let dataDir: string;
  let port: number;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    workDir = await mkdtemp(join(tmpdir(), 'ags-embedded-'));
    // mkdtemp makes 0700; the server runs as the postgres account when tests run as root.
    await chmod(workDir, 0o755);
    dataDir = join(workDir, 'postgres');
  });

  afterAll(async () => {
    if (child?.exitCode === null) child.kill('SIGKILL');
    const pid = await postmasterPid();
    if (pid) process.kill(pid, 'SIGINT');
    await rm(workDir, { recursive: true, force: true });
  });

  function start(): ChildProcess {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      // Each start binds a port the OS chooses and reports it (waitHealthy).
      PORT: '0',
      EMBEDDED_PG_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      SECRET_ENCRYPTION_KEY: '1'.repeat(64),
    };
    delete env.DATABASE_URL;
    child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
      cwd: resolve(__dirname, '..'),
      env,
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return child;
  }

  async function waitHealthy(): Promise<void> {
    port = await listeningPort(child!, () => output);
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
  }

  function exited(proc: ChildProcess): Promise<number | null> {
    return new Promise((r) =>
      proc.exitCode !== null ? r(proc.exitCode) : proc.once('exit', (code) => r(code)),
    );
  }

  async function postmasterPid(): Promise<number | undefined> {
    try {
      return Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
    } catch {
      return undefined;
    }
  }

  function alive(pid: number): boolean {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  }

  it('starts on a fresh machine, keeps data across restarts and crashes, and stops with the app', async () => {
    const first = start();
    await waitHealthy();
    const registered = await fetch(`http://127.0.0.1:${port}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Embedded', slug: 'embedded' }),
    });
    expect(registered.status).toBe(201);
    const { apiKey } = (await registered.json()) as { apiKey: string };
    const me = () =>
      fetch(`http://127.0.0.1:${port}/api/v1/auth/me`, {
        headers: { authorization: `Bearer ${apiKey}` },
      });

    // Graceful stop: the embedded server stops with the app.
    const serverPid = await postmasterPid();
    expect(serverPid).toBeDefined();
    first.kill('SIGTERM');
    expect(await exited(first)).toBe(0);
    expect(alive(serverPid!)).toBe(false);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

    // Restart: the data is still there.
    const second = start();
    await waitHealthy();
    expect((await me()).status).toBe(200);

    // kill -9: the postgres child survives as an orphan; the next start recovers.
    const orphan = await postmasterPid();
    second.kill('SIGKILL');
    await exited(second);
    expect(alive(orphan!)).toBe(true);
    const third = start();
    await waitHealthy();
    expect((await me()).status).toBe(200);
    expect(alive(orphan!)).toBe(false);

    third.kill('SIGTERM');
    expect(await exited(third)).toBe(0);
  });
});
