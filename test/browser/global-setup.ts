import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import e2eGlobalSetup from '../utils/global-setup';

/**
 * The e2e setup (server + migrated template database), then a fresh build of the console so
 * the browser tests always drive the current source, not a stale `dist/console`.
 */
export default async function globalSetup(): Promise<void> {
  const vite = join(dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');
  execFileSync(
    process.execPath,
    [vite, 'build', '--config', 'console/vite.config.mts', '--logLevel', 'warn'],
    // jest sets NODE_ENV=test, which would bundle React's development build.
    { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  await e2eGlobalSetup();
}
