/** Counts as agents write them, shared by the rules that read a count and the check that compares two. */
import { phrase } from '../catalogue/phrases';

/** A count as agents write it: 12, 1,882, 4 812, 4.812, 1'204. */
export const COUNT = String.raw`\d{1,3}[,.' ]\d{3}(?:[,.' ]\d{3})?|\d{1,7}`;

/** The value of a count matched by COUNT. */
export function countValue(count: string): number {
  return Number(count.replace(/[,.' ]/g, ''));
}

/**
 * A count of a whole, as rules write it ("12 of 14", "3/5", "4 out of the 9"), both counts
 * captured so that the partial-count check can compare them.
 */
export const PARTIAL_COUNT = String.raw`(${COUNT})\s{0,2}(?:/|of|out of)\s{0,2}(?:the )?(${COUNT})`;

/** PARTIAL_COUNT compiled for the partial-count check: `x of y` with x < y. */
export const PARTIAL_COUNT_REGEX = phrase(PARTIAL_COUNT);
