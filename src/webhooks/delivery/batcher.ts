/**
 * Natural batching: the first item is flushed at once; items that arrive while a flush is running
 * go together in the next one (up to `maxBatch`). Under light load every item is its own batch (no
 * added latency); under heavy load one round trip serves many items. Pure: no timers.
 */
export class Batcher<I, O> {
  private readonly queue: { item: I; resolve: (out: O) => void; reject: (e: unknown) => void }[] =
    [];
  private flushing = false;

  /** `flush` answers one output per item, in order. */
  constructor(
    private readonly flush: (items: I[]) => Promise<O[]>,
    private readonly maxBatch: number,
  ) {}

  submit(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ item, resolve, reject });
      if (!this.flushing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.flushing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, this.maxBatch);
        try {
          const outputs = await this.flush(batch.map((entry) => entry.item));
          batch.forEach((entry, index) => entry.resolve(outputs[index]));
        } catch (error) {
          for (const entry of batch) entry.reject(error);
        }
      }
    } finally {
      this.flushing = false;
    }
  }
}
