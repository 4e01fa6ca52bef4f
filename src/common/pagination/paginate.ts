import { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
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
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}
