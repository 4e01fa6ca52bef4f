import type { OpenAPIObject } from '@nestjs/swagger';
import type {
  ReferenceObject,
  ResponseObject,
} from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { REQUEST_ID_RESPONSE_HEADER } from '../http/request-id';
import { operationsOf } from './operations';

/**
 * Documents the `X-Request-Id` header on every response of every operation (SPEC §2: every
 * request gets one), declared once under `components.headers`.
 */
export function documentRequestIdHeader(document: OpenAPIObject): void {
  document.components = {
    ...document.components,
    headers: {
      ...document.components?.headers,
      [REQUEST_ID_RESPONSE_HEADER]: {
        description:
          "The request's id: the client's own `X-Request-Id` when it is 1–128 letters, digits or " +
          '`._:-`, else a new UUID. Errors repeat it as `requestId`; quote it when reporting one.',
        schema: { type: 'string' },
      },
    },
  };
  const ref: ReferenceObject = { $ref: `#/components/headers/${REQUEST_ID_RESPONSE_HEADER}` };
  for (const operation of operationsOf(document)) {
    for (const response of Object.values(operation.responses)) {
      const r = response as ResponseObject;
      r.headers = { [REQUEST_ID_RESPONSE_HEADER]: ref, ...r.headers };
    }
  }
}
