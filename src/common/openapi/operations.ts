import type { OpenAPIObject } from '@nestjs/swagger';
import type { OperationObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document's paths, for passes that complete the generated document. */
export function operationsOf(document: OpenAPIObject): OperationObject[] {
  return Object.values(document.paths).flatMap((pathItem) =>
    METHODS.flatMap((method) => pathItem[method] ?? []),
  );
}
