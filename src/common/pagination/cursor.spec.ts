import { DomainError } from '../errors/domain-error';
import { decodeCursor, encodeCursor } from './cursor';

describe('cursor codec', () => {
  it('round-trips a position with millisecond precision', () => {
    const position = {
      createdAt: new Date('2026-11-22T12:34:56.789Z'),
      id: '0b5c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    };
    expect(decodeCursor(encodeCursor(position))).toEqual(position);
  });

  it('produces an opaque URL-safe token', () => {
    const cursor = encodeCursor({
      createdAt: new Date(),
      id: '0b5c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f',
    });
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['empty', ''],
    [
      'bad date',
      Buffer.from('yesterday|0b5c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f').toString('base64url'),
    ],
    ['bad id', Buffer.from('2026-11-22T12:34:56.789Z|42').toString('base64url')],
    [
      'extra parts',
      Buffer.from('2026-11-22T12:34:56.789Z|0b5c8f0e-1d2a-4c3b-9e8f-7a6b5c4d3e2f|x').toString(
        'base64url',
      ),
    ],
  ])('rejects a %s cursor with INVALID_CURSOR', (_label, cursor) => {
    expect(() => decodeCursor(cursor)).toThrow(DomainError);
    try {
      decodeCursor(cursor);
    } catch (error) {
      expect((error as DomainError).code).toBe('INVALID_CURSOR');
      expect((error as DomainError).kind).toBe('invalid');
    }
  });
});
