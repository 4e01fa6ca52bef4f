/**
 * A free-form JSON object (agent config, run metadata, evidence). Typed loosely on purpose:
 * TypeORM's partial-entity types reject `Record<string, unknown>` for jsonb columns.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonObject = Record<string, any>;
