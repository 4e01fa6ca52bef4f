import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { generateOpenApiDocument } from './openapi-document';

/**
 * Writes the served OpenAPI document to a file for tools that read one (`npm run lint:openapi`):
 *   node dist/scripts/openapi-export.js <file>
 */
async function main(target: string | undefined): Promise<void> {
  if (!target) throw new Error('usage: openapi-export.js <file>');
  const path = resolve(target);
  await writeFile(path, `${JSON.stringify(await generateOpenApiDocument(), null, 2)}\n`);
  console.log(`wrote ${path}`);
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
