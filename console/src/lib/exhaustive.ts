/**
 * Every member of an API enum as a runtime list, checked at compile time: when the API adds a
 * member (regenerated client), the list that lacks it stops compiling.
 */
export function listOf<T extends string>() {
  return <const L extends readonly T[]>(
    list: L & (Exclude<T, L[number]> extends never ? unknown : { missing: Exclude<T, L[number]> }),
  ): L => list;
}
