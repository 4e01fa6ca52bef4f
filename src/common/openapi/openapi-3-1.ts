import type { OpenAPIObject } from '@nestjs/swagger';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** Keys whose values are sample data, not schemas: left exactly as written. */
const SAMPLE_KEYS = new Set(['example', 'examples', 'default', 'enum', 'const']);

/**
 * Turns the OpenAPI 3.0 schemas @nestjs/swagger emits into their OpenAPI 3.1 (JSON Schema)
 * form, so the document can also carry a `webhooks` section:
 * - `nullable: true` becomes a `null` type (`type: [T, 'null']`, `null` added to an `enum`), or
 *   `anyOf: [schema, { type: 'null' }]` for a schema without a `type` (a `$ref`);
 * - `allOf: [{ $ref }]`, the 3.0 way to annotate a reference, becomes `$ref` with the annotations
 *   beside it.
 */
export function toOpenApi31(document: OpenAPIObject): OpenAPIObject {
  return { ...(convert(document as unknown as Json) as object), openapi: '3.1.0' } as OpenAPIObject;
}

function convert(value: Json): Json {
  if (Array.isArray(value)) return value.map(convert);
  if (value === null || typeof value !== 'object') return value;
  const converted: JsonObject = {};
  for (const [key, child] of Object.entries(value)) {
    converted[key] = SAMPLE_KEYS.has(key) ? child : convert(child);
  }
  return unwrapSingleAllOf(nullableToNullType(converted));
}

function nullableToNullType(schema: JsonObject): JsonObject {
  if (!('nullable' in schema)) return schema;
  const { nullable, ...rest } = schema;
  if (nullable !== true) return rest;
  if (typeof rest.type === 'string') {
    const withNull: JsonObject = { ...rest, type: [rest.type, 'null'] };
    if (Array.isArray(rest.enum) && !rest.enum.includes(null)) withNull.enum = [...rest.enum, null];
    return withNull;
  }
  const { description, ...schemaOnly } = rest;
  return {
    ...(description !== undefined && { description }),
    anyOf: [unwrapSingleAllOf(schemaOnly), { type: 'null' }],
  };
}

function unwrapSingleAllOf(schema: JsonObject): JsonObject {
  const { allOf, ...annotations } = schema;
  if (!Array.isArray(allOf) || allOf.length !== 1) return schema;
  const [only] = allOf;
  if (only === null || typeof only !== 'object' || Array.isArray(only) || !('$ref' in only)) {
    return schema;
  }
  return { ...only, ...annotations };
}
