import type { OpenAPIObject } from '@nestjs/swagger';
import { operationsOf } from './operations';

/**
 * Marks the operations that declare no security requirement as needing none (`security: []`).
 * Every authenticated route declares bearer auth through `@ApiAuth()`, so those left are the
 * `@Public()` ones; @nestjs/swagger cannot say so itself, as it drops an empty `security` list.
 */
export function documentPublicOperations(document: OpenAPIObject): void {
  for (const operation of operationsOf(document)) {
    operation.security ??= [];
  }
}
