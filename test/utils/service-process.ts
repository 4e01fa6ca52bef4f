import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { freePort } from '../../src/common/net/free-port';
import { eventually } from '../factories/webhooks';

export interface ServiceProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far, one entry per line. */
  output: () => string[];
}

/**
 * The service as its own process (src/main.ts, as `npm start` runs it), so a test can kill it
 * with SIGKILL or watch its logs. Resolves once `/health` answers 200.
 */
export async function startServiceProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ServiceProcess> {
  const port = await freePort();
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
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const append = (chunk: Buffer) => (output += chunk.toString('utf8'));
  child.stdout?.on('data', append);
  child.stderr?.on('data', append);
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) {
          throw new Error(`service exited with ${child.exitCode}: ${output.slice(-2000)}`);
        }
        return fetch(`${baseUrl}/health`).then(
          (res) => res.ok,
          () => false,
        );
      },
      // ts-node compiles src/main.ts on start: slow on a busy machine.
      120_000,
      'service process health',
    );
  } catch (error) {
    await kill9(child);
    throw error;
  }
  return { child, baseUrl, output: () => output.split('\n').filter(Boolean) };
}

export async function kill9(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}
