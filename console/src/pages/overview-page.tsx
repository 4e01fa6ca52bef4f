import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { api, call } from '../api/client';
import { RunsTable } from '../components/runs-table';
import { Empty, ErrorBox, Loading, Table, Time } from '../components/ui';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The overview lists the first rows of each kind and links to the full, paginated list. */
const SHOWN = 10;

export function OverviewPage() {
  const inProgress = useQuery({
    queryKey: ['runs', 'overview', 'in_progress'],
    queryFn: () =>
      call(
        api.GET('/api/v1/govern', { params: { query: { status: 'in_progress', limit: SHOWN } } }),
      ),
    refetchInterval: 10_000,
  });
  const failedDeliveries = useQuery({
    queryKey: ['audit', 'overview', 'failed-deliveries'],
    queryFn: () =>
      call(
        api.GET('/api/v1/audit', {
          params: {
            query: {
              action: 'webhook_delivery_failed',
              since: new Date(Date.now() - DAY_MS).toISOString(),
              limit: SHOWN,
            },
          },
        }),
      ),
    refetchInterval: 30_000,
  });

  return (
    <>
      <h1>Overview</h1>
      <section aria-labelledby="in-progress">
        <h2 id="in-progress">Runs in progress</h2>
        {inProgress.isPending ? (
          <Loading />
        ) : inProgress.isError ? (
          <ErrorBox error={inProgress.error} />
        ) : inProgress.data.runs.length === 0 ? (
          <Empty>No run in progress.</Empty>
        ) : (
          <>
            <RunsTable runs={inProgress.data.runs} showAgent />
            {inProgress.data.nextCursor && (
              <Link href="/runs?status=in_progress">All runs in progress</Link>
            )}
          </>
        )}
      </section>
      <section aria-labelledby="failed-deliveries">
        <h2 id="failed-deliveries">Failed deliveries (last 24 hours)</h2>
        {failedDeliveries.isPending ? (
          <Loading />
        ) : failedDeliveries.isError ? (
          <ErrorBox error={failedDeliveries.error} />
        ) : failedDeliveries.data.entries.length === 0 ? (
          <Empty>Every delivery of the last day went through.</Empty>
        ) : (
          <Table label="Failed deliveries">
            <thead>
              <tr>
                <th scope="col">Failed</th>
                <th scope="col">Webhook</th>
                <th scope="col">Last status</th>
                <th scope="col">Last error</th>
              </tr>
            </thead>
            <tbody>
              {failedDeliveries.data.entries.map((entry) => {
                const details = entry.details as {
                  webhookId?: string;
                  lastStatus?: number | null;
                  lastError?: string | null;
                };
                return (
                  <tr key={entry.id}>
                    <td>
                      <Time value={entry.createdAt} />
                    </td>
                    <td>
                      {details.webhookId ? (
                        <Link href={`/webhooks/${details.webhookId}`}>
                          <code>{details.webhookId.slice(0, 8)}</code>
                        </Link>
                      ) : (
                        '—'
                      )}
                    </td>
                    <td>{details.lastStatus ?? '—'}</td>
                    <td>{details.lastError ?? '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}
