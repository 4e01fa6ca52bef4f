/** Where each part of a rewritten text came from, so that matches are shown in the original. */

/**
 * The rewritten text equals the original except in recorded pieces: each replaces
 * original [from, to) by rewritten [start, end) of a different length. Pieces of equal length
 * need no record: their offsets correspond one to one.
 */
export class OffsetMap {
  /** Flat quadruples (start, end, from, to), in increasing order. */
  private readonly pieces: number[] = [];

  constructor(private readonly inner: OffsetMap | null = null) {}

  get empty(): boolean {
    return this.pieces.length === 0 && (this.inner?.empty ?? true);
  }

  record(start: number, end: number, from: number, to: number): void {
    if (end - start !== to - from) this.pieces.push(start, end, from, to);
  }

  /** Index (multiple of 4) of the last piece with start ≤ pos (or < pos), else -4. */
  private last(pos: number, strict: boolean): number {
    const p = this.pieces;
    let lo = 0;
    let hi = p.length / 4;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const start = p[mid * 4];
      if (strict ? start < pos : start <= pos) lo = mid + 1;
      else hi = mid;
    }
    return (lo - 1) * 4;
  }

  /** The original offset of a rewritten start offset. */
  start(pos: number): number {
    const i = this.last(pos, false);
    let at = pos;
    if (i >= 0) {
      const p = this.pieces;
      at = pos < p[i + 1] ? p[i + 2] : p[i + 3] + (pos - p[i + 1]);
    }
    return this.inner ? this.inner.start(at) : at;
  }

  /** The original offset of a rewritten end offset (exclusive). */
  end(pos: number): number {
    const i = this.last(pos, true);
    let at = pos;
    if (i >= 0) {
      const p = this.pieces;
      at = pos <= p[i + 1] ? p[i + 3] : p[i + 3] + (pos - p[i + 1]);
    }
    return this.inner ? this.inner.end(at) : at;
  }
}
