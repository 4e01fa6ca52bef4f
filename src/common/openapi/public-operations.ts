import type { OpenAPIObject } from '@nestjs/swagger';

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/**
 * Marks the operations that declare no security requirement as needing none (`security: []`).
 * Every authenticated route declares bearer auth through `@ApiAuth()`, so those left are the
 * `@Public()` ones; @nestjs/swagger cannot say so itself, as it drops an empty `security` list.
 */
export function documentPublicOperations(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    for (const method of METHODS) {
      const operation = pathItem[method];
      if (operation && !operation.security) operation.security = [];
    }
  }
}
