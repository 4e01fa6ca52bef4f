import { api, call } from '../api/client';
import { AgentSelect } from '../components/agent-select';
import { PagedList, usePaged } from '../components/paged';
import { RunsTable } from '../components/runs-table';
import { FilterSelect } from '../components/ui';
import { useFilters } from '../lib/filters';
import { RUN_STATUSES, type RunStatus } from '../lib/gates';

export function RunsPage() {
  const filters = useFilters(['status', 'agentId', 'awaiting'] as const);
  const { status, agentId, awaiting } = filters.query;
  const runs = usePaged(['runs', filters.query], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/govern', {
        params: {
          query: {
            status: status as RunStatus | undefined,
            agentId,
            awaiting: awaiting === 'decision' ? 'decision' : undefined,
            cursor,
          },
        },
      }),
    );
    return { items: page.runs, nextCursor: page.nextCursor };
  });
  return (
    <>
      <h1>Runs</h1>
      <form className="filters" aria-label="Filter runs" onSubmit={(e) => e.preventDefault()}>
        <FilterSelect
          label="Status"
          anyLabel="Any status"
          options={RUN_STATUSES}
          value={filters.values.status}
          onChange={(value) => filters.set('status', value)}
        />
        <AgentSelect
          value={filters.values.agentId}
          onChange={(value) => filters.set('agentId', value)}
        />
        <label className="inline">
          <input
            type="checkbox"
            checked={filters.values.awaiting === 'decision'}
            onChange={(event) => filters.set('awaiting', event.target.checked ? 'decision' : '')}
          />
          Awaiting a decision
        </label>
      </form>
      <PagedList query={runs} empty="No runs match these filters.">
        {(items) => <RunsTable runs={items} showAgent />}
      </PagedList>
    </>
  );
}
