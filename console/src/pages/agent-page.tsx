import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { api, call } from '../api/client';
import { ObservationsTable } from '../components/observations-table';
import { PagedList, usePaged } from '../components/paged';
import { RunsTable } from '../components/runs-table';
import { Badge, ErrorBox, Loading, Time } from '../components/ui';

export function AgentPage() {
  const { id } = useParams<{ id: string }>();
  const agent = useQuery({
    queryKey: ['agent', id],
    queryFn: () => call(api.GET('/api/v1/agents/{id}', { params: { path: { id } } })),
  });
  const runs = usePaged(['runs', { agentId: id }], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/govern', { params: { query: { agentId: id, cursor } } }),
    );
    return { items: page.runs, nextCursor: page.nextCursor };
  });
  const observations = usePaged(['observations', { agentId: id }], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/observe/{agentId}', {
        params: { path: { agentId: id }, query: { cursor } },
      }),
    );
    return { items: page.observations, nextCursor: page.nextCursor };
  });

  if (agent.isPending) return <Loading what="Loading the agent" />;
  if (agent.isError) return <ErrorBox error={agent.error} />;
  return (
    <>
      <h1>
        {agent.data.name} <Badge value={agent.data.status} />
      </h1>
      <dl className="facts">
        <dt>Framework</dt>
        <dd>{agent.data.framework}</dd>
        <dt>Registered</dt>
        <dd>
          <Time value={agent.data.createdAt} />
        </dd>
        <dt>Description</dt>
        <dd>{agent.data.description ?? <span className="muted">—</span>}</dd>
        <dt>Agent id</dt>
        <dd>
          <code>{agent.data.id}</code>
        </dd>
      </dl>
      <section aria-labelledby="agent-runs">
        <h2 id="agent-runs">Runs</h2>
        <PagedList query={runs} empty="This agent has no runs.">
          {(items) => <RunsTable runs={items} />}
        </PagedList>
      </section>
      <section aria-labelledby="agent-observations">
        <h2 id="agent-observations">Observations</h2>
        <PagedList query={observations} empty="No detection for this agent.">
          {(items) => <ObservationsTable observations={items} />}
        </PagedList>
      </section>
    </>
  );
}
