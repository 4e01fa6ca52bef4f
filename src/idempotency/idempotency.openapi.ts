import type { OpenAPIObject } from '@nestjs/swagger';
import type { ResponseObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENT_REPLAYED_HEADER } from './idempotency.constants';

const ERROR_CONTENT = {
  'application/json': { schema: { $ref: '#/components/schemas/ErrorResponseDto' } },
};

const IN_PROGRESS =
  'IDEMPOTENCY_IN_PROGRESS: a request with this Idempotency-Key is still running (see ' +
  'Retry-After); or IDEMPOTENCY_ANSWER_LOST: it made its change but its instance died before ' +
  'answering, and it is not run again';

/**
 * Documents the idempotency interceptor on every POST operation of the generated document: it
 * applies to all of them, so it is declared here once rather than on each route.
 */
export function documentIdempotency(document: OpenAPIObject): void {
  for (const pathItem of Object.values(document.paths)) {
    const operation = pathItem.post;
    if (!operation) continue;
    operation.parameters = [
      ...(operation.parameters ?? []),
      {
        name: IDEMPOTENCY_KEY_HEADER,
        in: 'header',
        required: false,
        description:
          'Makes a retry safe: the first answer below 500 (except 409 IDEMPOTENCY_IN_PROGRESS and ' +
          '429) is stored for 24 h per API key (per client address on registration) and ' +
          'Idempotency-Key, and a repeat with that API key of the same method, path and JSON ' +
          `body (key order ignored) gets it back with \`${IDEMPOTENT_REPLAYED_HEADER}: true\` ` +
          'without acting again; the record commits with the change, so a request whose change ' +
          'committed never runs twice. Any other ' +
          'value than 1–255 printable ASCII characters → 400 INVALID_IDEMPOTENCY_KEY.',
        schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x20-\\x7E]+$' },
      },
    ];
    const conflict = operation.responses['409'] as ResponseObject | undefined;
    operation.responses['409'] = conflict
      ? { ...conflict, description: `${conflict.description}; or ${IN_PROGRESS}` }
      : { description: IN_PROGRESS, content: ERROR_CONTENT };
    // Every answer but 422 can be a stored one (a 409 such as GATE_MISMATCH included).
    for (const response of Object.values(operation.responses)) {
      const r = response as ResponseObject;
      r.headers = {
        ...r.headers,
        [IDEMPOTENT_REPLAYED_HEADER]: {
          description: 'Present (`true`) when this is the stored answer to an earlier request.',
          schema: { type: 'string', enum: ['true'] },
        },
      };
    }
    operation.responses['422'] = {
      description:
        'IDEMPOTENCY_KEY_REUSED: the Idempotency-Key was used with a different method, path or body',
      content: ERROR_CONTENT,
    };
  }
}
