import { useSearchParams } from 'wouter';

/**
 * A page's filters live in the address (`?status=halted&agentId=…`): a filtered list can be
 * linked, reloaded and shared. Empty values are dropped so the API gets only what was chosen.
 */
export function useFilters<K extends string>(names: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as Record<
    K,
    string
  >;
  const set = (name: K, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });
  /** The chosen values only, for a query (`undefined` for the rest). */
  const query = Object.fromEntries(
    names.map((name) => [name, values[name] || undefined]),
  ) as Record<K, string | undefined>;
  return { values, set, query };
}
