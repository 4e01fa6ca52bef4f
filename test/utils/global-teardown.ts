import type { EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';
import { adminQuery } from './database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  // Several jest projects share one setup: the first teardown cleans up, the others find it done.
  if (serverUrl && template) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
    delete process.env.TEST_TEMPLATE_DATABASE;
  }
  const holder = globalThis as { __embeddedPostgres?: EmbeddedPostgresHandle };
  const embedded = holder.__embeddedPostgres;
  delete holder.__embeddedPostgres;
  await embedded?.stop();
}
