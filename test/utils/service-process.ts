import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far, one entry per line. */
  output: () => string[];
}

/**
 * How long a service process may take to start. Only a bound for a start that hangs: waiting ends
 * as soon as the process answers (or exits), however loaded the machine is.
 */
export const SERVICE_START_LIMIT_MS = 240_000;

/**
 * The service as its own process (src/main.ts, as `npm start` runs it), so a test can kill it
 * with SIGKILL or watch its logs. It binds a port the OS chooses (PORT=0) and reports it over
 * IPC once it listens, so no other test's server can hold, or answer on, the port it is asked
 * about. Resolves once it serves HTTP (it listens only when ready).
 */
export async function startServiceProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', 'src/main.ts'], {
    cwd: join(__dirname, '..', '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_ENABLED: 'false',
      SECRET_ENCRYPTION_KEY: '0'.repeat(64),
      ...env,
      DATABASE_URL: databaseUrl,
      PORT: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  try {
    // The service reports its port once it listens, after migrations and every module's start.
    const port = await listeningPort(child, () => output);
    return {
      child,
      baseUrl: `http://127.0.0.1:${port}`,
      output: () => output.split('\n').filter(Boolean),
    };
  } catch (error) {
    await kill9(child);
    throw error;
  }
}

/**
 * The port a service process reports over IPC once it listens (after migrations and every
 * module's start); fails at once when it exits first, with its output. Spawn it with an `ipc`
 * stdio entry and PORT=0, so the OS chooses a port no other test's server can hold.
 */
export function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `service not listening after ${SERVICE_START_LIMIT_MS} ms: ${output().slice(-3000)}`,
        ),
      );
    }, SERVICE_START_LIMIT_MS);
    const onMessage = (message: unknown) => {
      const port = (message as { listening?: unknown } | null)?.listening;
      if (typeof port !== 'number') return;
      settle();
      resolve(port);
    };
    const onExit = (code: number | null, signal: NodeJS.Signals | null) => {
      settle();
      reject(new Error(`service exited (${code ?? signal}): ${output().slice(-3000)}`));
    };
    const settle = () => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
