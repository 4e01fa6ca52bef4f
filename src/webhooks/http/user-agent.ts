import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

const PACKAGE_NAME = 'agent-governance-service';

/** `agent-governance-webhooks/<version>`, the version read once from the service's package.json. */
export const WEBHOOK_USER_AGENT = `agent-governance-webhooks/${packageVersion()}`;

function packageVersion(): string {
  // src/webhooks in development, dist/src/webhooks once built: walk up to the package root.
  for (let dir = __dirname, depth = 0; depth < 6; dir = dirname(dir), depth++) {
    try {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
        name?: string;
        version?: string;
      };
      if (manifest.name === PACKAGE_NAME && manifest.version) return manifest.version;
    } catch {
      // no package.json at this level
    }
  }
  return '0.0.0';
}
