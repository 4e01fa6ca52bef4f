import { CpuTurns } from './cpu-turns';

describe('CpuTurns', () => {
  it('runs pieces in arrival order, one per event-loop turn, letting other callbacks in between', async () => {
    const turns = new CpuTurns();
    const order: string[] = [];
    const pieces = [1, 2, 3].map((n) => turns.run(() => order.push(`piece ${n}`)));
    // Queued after all three pieces: it must not wait for all of them.
    const other = new Promise<void>((resolve) =>
      setImmediate(() => setImmediate(() => resolve(void order.push('other')))),
    );
    await Promise.all([...pieces, other]);
    expect(order.indexOf('other')).toBeLessThan(order.indexOf('piece 3'));
    expect(order.filter((entry) => entry.startsWith('piece'))).toEqual([
      'piece 1',
      'piece 2',
      'piece 3',
    ]);
  });

  it('passes results and errors through and goes on after an error', async () => {
    const turns = new CpuTurns();
    const failing = turns.run(() => {
      throw new Error('boom');
    });
    const next = turns.run(() => 42);
    await expect(failing).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
  });
});
