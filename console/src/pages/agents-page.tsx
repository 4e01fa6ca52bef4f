import { Link } from 'wouter';
import { api, call, type Schemas } from '../api/client';
import { PagedList, usePaged } from '../components/paged';
import { Badge, FilterSelect, Table, Time } from '../components/ui';
import { listOf } from '../lib/exhaustive';
import { useFilters } from '../lib/filters';

type Agent = Schemas['AgentResponse'];
const FRAMEWORKS = listOf<Agent['framework']>()([
  'framework_a',
  'framework_b',
  'framework_c',
  'custom',
]);
const STATUSES = listOf<Agent['status']>()(['registered', 'active', 'suspended', 'retired']);

export function AgentsPage() {
  const filters = useFilters(['framework', 'status'] as const);
  const agents = usePaged(['agents', filters.query], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/agents', {
        params: {
          query: {
            framework: filters.query.framework as Agent['framework'] | undefined,
            status: filters.query.status as Agent['status'] | undefined,
            cursor,
          },
        },
      }),
    );
    return { items: page.agents, nextCursor: page.nextCursor };
  });
  return (
    <>
      <h1>Agents</h1>
      <form className="filters" aria-label="Filter agents" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          label="Framework"
          anyLabel="Any framework"
          options={FRAMEWORKS}
          value={filters.values.framework}
          onChange={(value) => filters.set('framework', value)}
        />
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          options={STATUSES}
          value={filters.values.status}
          onChange={(value) => filters.set('status', value)}
        />
      </form>
      <PagedList query={agents} empty="No agents match these filters.">
        {(items) => (
          <Table label="Agents">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Framework</th>
                <th scope="col">Status</th>
                <th scope="col">Registered</th>
              </tr>
            </thead>
            <tbody>
              {items.map((agent) => (
                <tr key={agent.id}>
                  <td>
                    <Link href={`/agents/${agent.id}`}>{agent.name}</Link>
                  </td>
                  <td>{agent.framework}</td>
                  <td>
                    <Badge value={agent.status} />
                  </td>
                  <td>
                    <Time value={agent.createdAt} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </PagedList>
    </>
  );
}
