import { EntityManager, ObjectLiteral, QueryBuilder } from 'typeorm';

/**
 * Runs several writes as ONE statement (each a data-modifying CTE), so they cost one round trip
 * and commit or fail together even outside a transaction. PostgreSQL runs every CTE to completion
 * whether or not it is read. When the first write has a `RETURNING` clause, answers how many
 * rows it returned (0 otherwise): how a caller learns whether an UPDATE guarded by its WHERE
 * matched, in a transaction that then rolls the other writes back when it did not.
 */
export async function writeTogether(
  manager: EntityManager,
  writes: readonly QueryBuilder<ObjectLiteral>[],
): Promise<number> {
  const parameters: unknown[] = [];
  const ctes = writes.map((write, i) => {
    const [sql, params] = write.getQueryAndParameters() as [string, unknown[]];
    // TypeORM numbers each statement's parameters from $1; they follow the previous ones'.
    const offset = parameters.length;
    parameters.push(...params);
    return `w${i} AS (${sql.replace(/\$(\d+)/g, (_match, n: string) => `$${Number(n) + offset}`)})`;
  });
  const [row] = await manager.query<{ returned: number }[]>(
    `WITH ${ctes.join(', ')} SELECT ${writes[0].expressionMap.returning ? '(SELECT count(*)::int FROM w0)' : '0'} AS returned`,
    parameters,
  );
  return row.returned;
}
