import { ConcurrencyLimit } from './concurrency-limit';

describe('ConcurrencyLimit', () => {
  it.each([1, 2, 5])('never runs more than %i tasks at once, and runs them all', async (limit) => {
    const gate = new ConcurrencyLimit(limit);
    let running = 0;
    let peak = 0;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gate.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await new Promise((resolve) => setImmediate(resolve));
          running--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(limit);
    expect(results).toEqual(Array.from({ length: 20 }, (_, i) => i));
  });

  it('releases the permit when a task fails', async () => {
    const gate = new ConcurrencyLimit(1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('runs waiting tasks in arrival order', async () => {
    const gate = new ConcurrencyLimit(1);
    const order: number[] = [];
    await Promise.all(
      [1, 2, 3].map((n) =>
        gate.run(async () => {
          order.push(n);
          await Promise.resolve();
        }),
      ),
    );
    expect(order).toEqual([1, 2, 3]);
  });
});
