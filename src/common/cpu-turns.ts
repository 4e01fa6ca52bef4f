/**
 * Runs synchronous CPU-heavy work one piece per event-loop turn, in arrival order. Pieces that
 * became ready together would otherwise run back to back in one turn, and every request that
 * arrived meanwhile (a health check, a small read) would wait for all of them; here it waits for
 * at most the piece in progress. Total work and throughput are unchanged.
 */
export class CpuTurns {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => T): Promise<T> {
    const result = this.tail.then(
      () =>
        // An immediate queued while immediates run waits for the next turn: I/O goes in between.
        new Promise<T>((resolve, reject) => {
          setImmediate(() => {
            try {
              resolve(work());
            } catch (error) {
              reject(error instanceof Error ? error : new Error(String(error)));
            }
          });
        }),
    );
    this.tail = result.catch(() => undefined);
    return result;
  }
}
