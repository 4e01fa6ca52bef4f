import { EntityManager, QueryFailedError, type EntityMetadata } from 'typeorm';

/**
 * The values of one parameterised statement being written: each `add` answers the placeholder
 * (`$n`) the value will be bound to. Statements of several modules that run as one statement
 * (`writeTogether`) share one, so their placeholders never collide and need no renumbering.
 */
export class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Statement texts seen, by name; bounded, as the texts come from a few fixed shapes. */
const preparedNames = new Map<string, string>();
const MAX_PREPARED = 200;

/**
 * Runs `text` as a named prepared statement, so PostgreSQL parses and plans it once per pooled
 * connection instead of on every request. The texts are written once per shape (never with values
 * in them). TypeORM hands the query to the driver as it is (pg takes a `{ name, text }` config), so
 * its error wrapping (QueryFailedError) and released-runner checks still apply.
 */
export function queryPrepared<T>(
  manager: EntityManager,
  text: string,
  values: readonly unknown[],
): Promise<T> {
  let name = preparedNames.get(text);
  if (name === undefined && preparedNames.size < MAX_PREPARED) {
    name = `agsp${preparedNames.size + 1}`;
    preparedNames.set(text, name);
  }
  const query = name === undefined ? text : ({ name, text } as unknown as string);
  return manager.query<T>(query, values as unknown[]);
}

/** SQLSTATE of `raise_write_conflict()`: a write that had to match a row matched none. */
const WRITE_CONFLICT = 'AG409';

/** Whether a statement failed because `writeTogether(…, 'required')`'s first write matched nothing. */
export function isWriteConflict(error: unknown): boolean {
  return (
    error instanceof QueryFailedError &&
    (error.driverError as { code?: string } | undefined)?.code === WRITE_CONFLICT
  );
}

/**
 * Runs several writes as ONE statement (each a data-modifying CTE), so they cost one round trip
 * and commit or fail together even outside a transaction. PostgreSQL runs every CTE to completion
 * whether or not it is read. What the first write (ending in `RETURNING`) tells the caller:
 * - 'ignored': nothing; answers 0;
 * - 'count': how many rows it returned: how a caller learns whether an UPDATE guarded by its
 *   WHERE matched, in a transaction that then rolls the other writes back when it did not;
 * - 'required': when it returned none, the statement fails (`isWriteConflict`) and none of the
 *   writes is made, in a transaction or not.
 */
export async function writeTogether(
  manager: EntityManager,
  writes: readonly string[],
  params: Params,
  first: 'ignored' | 'count' | 'required' = 'ignored',
): Promise<number> {
  const ctes = writes.map((write, i) => `w${i} AS (${write})`).join(', ');
  const returned =
    first === 'ignored'
      ? '0'
      : first === 'count'
        ? '(SELECT count(*)::int FROM w0)'
        : '(SELECT CASE WHEN count(*) = 0 THEN raise_write_conflict() ELSE count(*)::int END FROM w0)';
  const [row] = await queryPrepared<{ returned: number }[]>(
    manager,
    `WITH ${ctes} SELECT ${returned} AS returned`,
    params.values,
  );
  return row.returned;
}

const columnLists = new Map<string, string>();

/**
 * The entity's columns named as its properties (`org_id AS "orgId"`, …), optionally qualified by
 * a table alias: a row read with them has the entity's shape without TypeORM building the query
 * or the entity. Written from the entity's metadata once per entity and alias, so a column added
 * to the entity is read everywhere without a list to keep in step.
 */
export function entityColumns(metadata: EntityMetadata, alias?: string): string {
  const key = `${metadata.tableName}\u0000${alias ?? ''}`;
  let list = columnLists.get(key);
  if (list === undefined) {
    const prefix = alias ? `${alias}.` : '';
    list = metadata.columns
      .map(({ databaseName, propertyName }) =>
        databaseName === propertyName
          ? `${prefix}${databaseName}`
          : `${prefix}${databaseName} AS "${propertyName}"`,
      )
      .join(', ');
    columnLists.set(key, list);
  }
  return list;
}

interface InsertShape {
  readonly head: string;
  readonly columns: readonly { readonly property: string; readonly json: boolean }[];
}
const insertShapes = new Map<string, InsertShape>();

/**
 * `INSERT INTO <table> (<every column>) VALUES (…), (…)` for entity-shaped rows, their values
 * added to `params`. The columns come from the entity's metadata, so a column added to the entity
 * is written without a list to keep in step. A json column's value is serialised here unless it
 * is text already (serialised once by a caller that also signs it); a property left undefined
 * takes the column's default.
 */
export function entityInsert(
  metadata: EntityMetadata,
  rows: readonly object[],
  params: Params,
): string {
  let shape = insertShapes.get(metadata.tableName);
  if (shape === undefined) {
    shape = {
      head: `INSERT INTO ${metadata.tableName} (${metadata.columns.map((c) => c.databaseName).join(', ')}) VALUES `,
      columns: metadata.columns.map((c) => ({
        property: c.propertyName,
        json: c.type === 'json' || c.type === 'jsonb',
      })),
    };
    insertShapes.set(metadata.tableName, shape);
  }
  const { head, columns } = shape;
  return (
    head +
    rows
      .map((row) => {
        const values = columns.map(({ property, json }) => {
          const value = (row as Record<string, unknown>)[property];
          if (value === undefined) return 'DEFAULT';
          return params.add(json && typeof value !== 'string' ? JSON.stringify(value) : value);
        });
        return `(${values.join(', ')})`;
      })
      .join(', ')
  );
}
