import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';
import { generateOpenApiDocument } from './openapi-document';

/**
 * The console's API types, generated from the document the service serves. Run from the build
 * output (`nest build` applies the swagger plugin, so this is exactly the served document):
 *   node dist/scripts/openapi-client.js --write   regenerate console/src/api/schema.d.ts
 *   node dist/scripts/openapi-client.js --check   fail when the committed file has drifted
 */
const TARGET = resolve('console', 'src', 'api', 'schema.d.ts');
const HEADER =
  "// Generated from the service's OpenAPI document by `npm run console:api`. Do not edit.\n\n";

async function generate(): Promise<string> {
  const document = await generateOpenApiDocument();
  return HEADER + astToString(await openapiTS(document as unknown as OpenAPI3));
}

async function main(mode: string | undefined): Promise<void> {
  const generated = await generate();
  if (mode === '--write') {
    await writeFile(TARGET, generated);
    console.log(`wrote ${TARGET}`);
    return;
  }
  if (mode !== '--check') throw new Error('usage: openapi-client.js --write | --check');
  const committed = await readFile(TARGET, 'utf8').catch(() => '');
  if (committed !== generated) {
    throw new Error(
      `${TARGET} does not match the service's OpenAPI document: run \`npm run console:api\` and commit the result`,
    );
  }
  console.log('console API client matches the OpenAPI document');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
