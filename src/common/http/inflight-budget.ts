/**
 * Bounds the request-body bytes being read, parsed and worked on at once, so a burst of large
 * bodies is answered `503 OVERLOADED` instead of growing memory without limit. One body is always
 * admitted when nothing else is in flight, so a body within `BODY_LIMIT` is never refused forever.
 */
export class InflightBudget {
  private used = 0;

  constructor(private readonly limitBytes: number) {}

  /** Reserves `bytes`; false (nothing reserved) when they do not fit. */
  tryReserve(bytes: number): boolean {
    if (this.used > 0 && this.used + bytes > this.limitBytes) return false;
    this.used += bytes;
    return true;
  }

  release(bytes: number): void {
    this.used -= bytes;
  }
}

/**
 * Where request bodies reserve their bytes: this process's InflightBudget, or one every instance
 * shares. Answers the release, or undefined when the bytes do not fit.
 */
export interface BodyBudget {
  reserve(bytes: number): Promise<(() => void) | undefined>;
}

/** An InflightBudget as a BodyBudget: the budget of this process alone. */
export function localBodyBudget(budget: InflightBudget): BodyBudget {
  return {
    reserve: (bytes) =>
      Promise.resolve(budget.tryReserve(bytes) ? () => budget.release(bytes) : undefined),
  };
}
