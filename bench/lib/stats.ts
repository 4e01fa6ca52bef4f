/** value / base to two decimals (a base below 1, such as a p99 of 0 ms, counts as 1). */
export function ratio(value: number, base: number): number {
  return Math.round((value / Math.max(base, 1)) * 100) / 100;
}

/** The median of measurements: the upper middle value of an even count. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[sorted.length >> 1];
}
