import type { EmbeddedPostgresHandle } from '../../src/database/embedded-postgres';
import { adminQuery } from './database';

export default async function globalTeardown(): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  const template = process.env.TEST_TEMPLATE_DATABASE;
  if (serverUrl && template) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
  }
  const embedded = (globalThis as { __embeddedPostgres?: EmbeddedPostgresHandle })
    .__embeddedPostgres;
  await embedded?.stop();
}
