import { EntityManager } from 'typeorm';

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

  /** A row of placeholders, `($1, $2, …)`, for an INSERT's VALUES. */
  row(values: readonly unknown[]): string {
    return `(${values.map((value) => this.add(value)).join(', ')})`;
  }
}

/**
 * Runs several writes as ONE statement (each a data-modifying CTE), so they cost one round trip
 * and commit or fail together even outside a transaction. PostgreSQL runs every CTE to completion
 * whether or not it is read. With `countFirst`, the first write ends in `RETURNING` and this
 * answers how many rows it returned (0 otherwise): how a caller learns whether an UPDATE guarded by
 * its WHERE matched, in a transaction that then rolls the other writes back when it did not.
 */
export async function writeTogether(
  manager: EntityManager,
  writes: readonly string[],
  params: Params,
  countFirst = false,
): Promise<number> {
  const ctes = writes.map((write, i) => `w${i} AS (${write})`).join(', ');
  const [row] = await manager.query<{ returned: number }[]>(
    `WITH ${ctes} SELECT ${countFirst ? '(SELECT count(*)::int FROM w0)' : '0'} AS returned`,
    params.values,
  );
  return row.returned;
}
