import { EntityManager, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { Params, queryPrepared } from '../../database/one-statement';
import { decodeCursor, encodeCursor } from './cursor';
import { DEFAULT_PAGE_SIZE } from './page-query.dto';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * Keyset pagination, newest first, on `(created_at, id)`. Stable under concurrent inserts: a row
 * created after the first page was read sorts before the cursor and never shifts later pages.
 * The entity must expose `createdAt: Date` and `id: string`; an index on the filter columns
 * followed by `(created_at DESC, id DESC)` serves it.
 */
export async function paginate<T extends ObjectLiteral & { createdAt: Date; id: string }>(
  qb: SelectQueryBuilder<T>,
  page: { limit?: number; cursor?: string },
): Promise<Page<T>> {
  const alias = qb.alias;
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  if (page.cursor) {
    const position = decodeCursor(page.cursor);
    qb.andWhere(`(${alias}.createdAt, ${alias}.id) < (:cursorCreatedAt, :cursorId)`, {
      cursorCreatedAt: position.createdAt,
      cursorId: position.id,
    });
  }
  const rows = await qb
    .orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .take(undefined)
    .limit(limit + 1)
    .getMany();
  return pageOf(rows, limit);
}

/**
 * The same keyset page read by one prepared statement: `select` is `SELECT … FROM … WHERE …`
 * (rows shaped as `T`, its values in `params`); the cursor condition, order and limit are added
 * here. For hot lists where TypeORM's query and entity building cost more than the query itself.
 */
export async function paginateSql<T extends { createdAt: Date; id: string }>(
  manager: EntityManager,
  select: string,
  params: Params,
  page: { limit?: number; cursor?: string },
): Promise<Page<T>> {
  const limit = page.limit ?? DEFAULT_PAGE_SIZE;
  let text = select;
  if (page.cursor) {
    const position = decodeCursor(page.cursor);
    text += ` AND (created_at, id) < (${params.add(position.createdAt)}, ${params.add(position.id)})`;
  }
  text += ` ORDER BY created_at DESC, id DESC LIMIT ${params.add(limit + 1)}`;
  return pageOf(await queryPrepared<T[]>(manager, text, params.values), limit);
}

/** The `Content-Type` of a response body that is JSON text already (as `res.json` would send it). */
export const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/**
 * A page as the JSON text `{"<field>":[…],"nextCursor":…}` from items whose JSON is written
 * already (`paginateSql` selecting a `json` column): the body of a hot list route.
 */
export function pageJson(field: string, page: Page<{ json: string }>): string {
  const items = page.items.map((item) => item.json).join(',');
  return `{${JSON.stringify(field)}:[${items}],"nextCursor":${JSON.stringify(page.nextCursor)}}`;
}

/** The page of `limit` items from up to `limit + 1` rows read: one more means there is a next. */
function pageOf<T extends { createdAt: Date; id: string }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
