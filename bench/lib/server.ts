import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { freePort } from '../../src/common/net/free-port';

export interface BenchServer {
  baseUrl: string;
  pid: number;
  /** Peak resident set size so far, in MB (the kernel's VmHWM of the server process). */
  peakRssMb(): Promise<number>;
  rssMb(): Promise<number>;
  stop(): Promise<void>;
}

const ROOT = resolve(__dirname, '..', '..');

/**
 * The command line of `npm run start:prod` (package.json, the one home of the service's runtime
 * flags) of the checkout at `root`: its leading `NAME=value` words as environment, its node options
 * and script as arguments.
 */
export function productionCommand(root = ROOT): { env: Record<string, string>; args: string[] } {
  const pkg = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const words = pkg.scripts['start:prod'].split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (/^[A-Z_]+=/.test(words[0] ?? '')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'node') throw new Error('start:prod is expected to run node');
  return { env, args: words };
}

/**
 * The node options `npm run start:prod` runs the service with (V8's flags among them), for a
 * process that measures the service's code in-process: the detector's speed depends on them
 * (`--no-regexp-tier-up`, README _Running_).
 */
export function serviceNodeOptions(root = ROOT): string[] {
  return productionCommand(root).args.filter((arg) => arg.startsWith('--'));
}

/**
 * Whether this process runs with the service's node options. If not, runs this TypeScript script
 * again in a child process that does, with the same arguments, passes its exit code on and
 * returns false: the caller then does nothing more.
 */
export function runsWithServiceNodeOptions(): boolean {
  const options = serviceNodeOptions();
  if (options.every((option) => process.execArgv.includes(option))) return true;
  const child = spawnSync(
    process.execPath,
    [
      ...options,
      '-r',
      require.resolve('ts-node/register/transpile-only'),
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit' },
  );
  process.exitCode = child.status ?? 1;
  return false;
}

/**
 * The service as a separate process, started as `npm run start:prod` starts it (the compiled
 * `dist/src/main.js` with the same node options and environment), so the load generator never
 * shares its event loop or CPU accounting. `nodeArgs` come first (profilers). `root` is the
 * checkout whose build runs (another one's: an A/B comparison against a baseline build).
 */
export async function startBenchServer(
  databaseUrl: string,
  env: Record<string, string> = {},
  nodeArgs: string[] = [],
  root = ROOT,
): Promise<BenchServer> {
  if (!existsSync(resolve(root, 'dist', 'src', 'main.js'))) {
    throw new Error(`${root} has no build: run \`npx nest build\` there first`);
  }
  const port = await freePort();
  const production = productionCommand(root);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...production.args], {
    cwd: root,
    env: {
      ...process.env,
      ...production.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ENABLED: 'false',
      SECRET_ENCRYPTION_KEY: '7'.repeat(64),
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const status = async (field: 'VmHWM' | 'VmRSS') => {
    const text = await readFile(`/proc/${child.pid}/status`, 'utf8');
    const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(text)?.[1] ?? 0);
    return Math.round(kb / 102.4) / 10;
  };
  return {
    baseUrl,
    pid: child.pid!,
    peakRssMb: () => status('VmHWM'),
    rssMb: () => status('VmRSS'),
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
