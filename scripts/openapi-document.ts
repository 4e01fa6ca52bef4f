import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { AppModule } from '../src/app.module';
import { buildOpenApiDocument } from '../src/app.setup';

/**
 * The document the service serves at `/api/docs-json`, built without a database or a port. Run
 * from the build output: `nest build` applies the swagger plugin, which the document depends on.
 */
export async function generateOpenApiDocument(): Promise<OpenAPIObject> {
  // Preview mode resolves the module graph without instantiating providers: no database needed.
  const app = await NestFactory.create(AppModule.forRoot({ databaseUrl: 'postgres://unused' }), {
    preview: true,
    logger: false,
  });
  const document = buildOpenApiDocument(app);
  await app.close();
  return document;
}
