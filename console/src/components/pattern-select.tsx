import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../api/client';

/** The catalogue: fixed while the service runs, so read once. */
export const patternsQuery = queryOptions({
  queryKey: ['patterns'],
  queryFn: () => call(api.GET('/api/v1/patterns')),
  staleTime: Infinity,
});

export function PatternSelect(props: { value: string; onChange: (value: string) => void }) {
  const patterns = useQuery(patternsQuery);
  return (
    <label>
      Pattern
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">Any pattern</option>
        {patterns.data?.patterns.map((pattern) => (
          <option key={pattern.id} value={pattern.id}>
            {pattern.id} {pattern.name}
          </option>
        ))}
      </select>
    </label>
  );
}
