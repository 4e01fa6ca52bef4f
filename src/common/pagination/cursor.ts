import { InvalidInputError } from '../errors/domain-error';

/** Position in a list ordered by (createdAt DESC, id DESC): the last item of the previous page. */
export interface CursorPosition {
  createdAt: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Opaque to clients: base64url of `<ISO time>|<id>`. */
export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(`${position.createdAt.toISOString()}|${position.id}`, 'utf8').toString(
    'base64url',
  );
}

export function decodeCursor(cursor: string): CursorPosition {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  const [iso, id, ...rest] = decoded.split('|');
  const createdAt = new Date(iso ?? '');
  if (rest.length > 0 || !id || !UUID.test(id) || Number.isNaN(createdAt.getTime())) {
    throw new InvalidInputError('INVALID_CURSOR', 'cursor is not one this API returned');
  }
  return { createdAt, id };
}
