/**
 * At most `limit` tasks at once; the rest wait in arrival order. Pure: no Nest, no timers.
 */
export class ConcurrencyLimit {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly limit: number) {
    if (limit < 1) throw new Error('limit must be at least 1');
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the permit straight to the next task, or give it back.
      if (next) next();
      else this.running--;
    }
  }
}
