import { Batcher } from './batcher';

describe('Batcher', () => {
  it('flushes a lone item at once, in a batch of its own', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>((items) => {
      batches.push(items);
      return Promise.resolve(items.map((n) => n * 10));
    }, 10);
    await expect(batcher.submit(1)).resolves.toBe(10);
    expect(batches).toEqual([[1]]);
  });

  it('groups the items that arrive during a flush, up to the batch size, answering each its own output', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, string>(async (items) => {
      batches.push(items);
      await new Promise((resolve) => setImmediate(resolve));
      return items.map((n) => `#${n}`);
    }, 3);
    const outputs = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => batcher.submit(n)));
    expect(outputs).toEqual(['#1', '#2', '#3', '#4', '#5', '#6']);
    expect(batches).toEqual([[1], [2, 3, 4], [5, 6]]);
  });

  it('rejects every item of a failed batch and keeps serving later ones', async () => {
    let fail = true;
    const batcher = new Batcher<number, number>((items) => {
      if (fail) return Promise.reject(new Error('down'));
      return Promise.resolve(items);
    }, 10);
    await expect(batcher.submit(1)).rejects.toThrow('down');
    fail = false;
    await expect(batcher.submit(2)).resolves.toBe(2);
  });
});
