import { queryOptions, useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { api, call } from '../api/client';

/** The organization's first 200 agents: enough to pick a filter from and to name agents in lists. */
const agentOptions = queryOptions({
  queryKey: ['agents', 'options'],
  queryFn: () => call(api.GET('/api/v1/agents', { params: { query: { limit: 200 } } })),
  staleTime: 30_000,
});

export function AgentSelect(props: {
  value: string;
  onChange: (value: string) => void;
  emptyLabel?: string;
}) {
  const agents = useQuery(agentOptions);
  return (
    <label>
      Agent
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.emptyLabel ?? 'All agents'}</option>
        {agents.data?.agents.map((agent) => (
          <option key={agent.id} value={agent.id}>
            {agent.name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A link to an agent, by name when it is among the known ones. */
export function AgentLink({ id }: { id: string | null }) {
  const agents = useQuery(agentOptions);
  if (!id) return <span className="muted">—</span>;
  const name = agents.data?.agents.find((agent) => agent.id === id)?.name;
  return <Link href={`/agents/${id}`}>{name ?? id.slice(0, 8)}</Link>;
}
