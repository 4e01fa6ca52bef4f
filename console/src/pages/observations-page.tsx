import { useQuery } from '@tanstack/react-query';
import { api, call, patternStats, type Schemas } from '../api/client';
import { AgentSelect } from '../components/agent-select';
import { ObservationsTable } from '../components/observations-table';
import { PagedList, usePaged } from '../components/paged';
import { PatternSelect } from '../components/pattern-select';
import { ReviewButtons } from '../components/review-buttons';
import { ErrorBox, FilterSelect, Loading, Table } from '../components/ui';
import { listOf } from '../lib/exhaustive';
import { useFilters } from '../lib/filters';
import { SEVERITIES, type Severity } from '../lib/severities';

type ReviewStatus = Schemas['ObservationReviewResponse']['status'];
const REVIEW_STATUSES = listOf<ReviewStatus>()(['open', 'confirmed', 'dismissed']);

export function ObservationsPage() {
  const filters = useFilters(['status', 'patternId', 'severity', 'agentId'] as const);
  const { status, patternId, severity, agentId } = filters.query;
  const observations = usePaged(['observations', filters.query], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/observations', {
        params: {
          query: {
            status: status as ReviewStatus | undefined,
            patternId,
            severity: severity as Severity | undefined,
            agentId,
            cursor,
          },
        },
      }),
    );
    return { items: page.observations, nextCursor: page.nextCursor };
  });

  return (
    <>
      <h1>Observations</h1>
      <form
        className="filters"
        aria-label="Filter observations"
        onSubmit={(e) => e.preventDefault()}
      >
        <FilterSelect
          label="Review status"
          anyLabel="Any"
          options={REVIEW_STATUSES}
          value={filters.values.status}
          onChange={(value) => filters.set('status', value)}
        />
        <PatternSelect
          value={filters.values.patternId}
          onChange={(value) => filters.set('patternId', value)}
        />
        <FilterSelect
          label="Severity"
          anyLabel="Any severity"
          options={SEVERITIES}
          value={filters.values.severity}
          onChange={(value) => filters.set('severity', value)}
        />
        <AgentSelect
          value={filters.values.agentId}
          onChange={(value) => filters.set('agentId', value)}
        />
      </form>
      <PagedList query={observations} empty="No observation matches these filters.">
        {(items) => (
          <ObservationsTable
            observations={items}
            actions={(observation) => <ReviewButtons observation={observation} />}
          />
        )}
      </PagedList>
      <PrecisionTable />
    </>
  );
}

/** How often reviewers agreed with each pattern: the figure that tells which rules to tune. */
function PrecisionTable() {
  const stats = useQuery({
    queryKey: ['stats', 'all-time'],
    queryFn: () => call(api.GET('/api/v1/observations/stats')).then(patternStats),
  });
  return (
    <section aria-labelledby="precision">
      <h2 id="precision">Precision per pattern</h2>
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorBox error={stats.error} />
      ) : (
        <Table label="Precision per pattern">
          <thead>
            <tr>
              <th scope="col">Pattern</th>
              <th scope="col">Detected</th>
              <th scope="col">Open</th>
              <th scope="col">Confirmed</th>
              <th scope="col">Dismissed</th>
              <th scope="col">Precision</th>
            </tr>
          </thead>
          <tbody>
            {stats.data.patterns.map((row) => (
              <tr key={row.patternId}>
                <td>{row.patternId}</td>
                <td>{row.detected}</td>
                <td>{row.open}</td>
                <td>{row.confirmed}</td>
                <td>{row.dismissed}</td>
                <td>
                  {row.precision === null ? (
                    <span className="muted">no verdict yet</span>
                  ) : (
                    `${Math.round(row.precision * 100)} %`
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </section>
  );
}
