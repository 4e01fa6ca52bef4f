import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { api, call, patternStats, type Schemas } from '../api/client';
import type { paths } from '../api/schema';
import { DetectionsChart, type DayCounts } from '../components/detections-chart';
import { RunsTable } from '../components/runs-table';
import { Empty, ErrorBox, Loading, Table, Time } from '../components/ui';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHART_DAYS = 14;
/** The overview shows the first rows of each kind and links to the full, paginated list. */
const SHOWN = 10;
/** Blocked runs have no filter of their own: they are looked for among this many in-progress runs. */
const BLOCKED_SCAN = 100;
const REFRESH_MS = 10_000;

type RunQuery = paths['/api/v1/govern']['get']['parameters']['query'];

function useRuns(key: string, query: RunQuery) {
  return useQuery({
    queryKey: ['runs', 'overview', key],
    queryFn: () => call(api.GET('/api/v1/govern', { params: { query } })),
    refetchInterval: REFRESH_MS,
  });
}

export function OverviewPage() {
  const { role } = useAuth();
  const awaiting = useRuns('awaiting', { awaiting: 'decision', limit: SHOWN });
  const halted = useRuns('halted', { status: 'halted', limit: SHOWN });
  const inProgress = useRuns('in-progress', { status: 'in_progress', limit: BLOCKED_SCAN });
  const stats = useQuery({
    queryKey: ['stats', 'all-time'],
    queryFn: () => call(api.GET('/api/v1/observations/stats')).then(patternStats),
    refetchInterval: REFRESH_MS,
  });

  return (
    <>
      <h1>Overview</h1>
      <div className="overview">
        <Panel id="awaiting" title="Awaiting a decision" query={awaiting}>
          {(data) =>
            data.runs.length === 0 ? (
              <Empty>No run waits for a decision.</Empty>
            ) : (
              <>
                <RunsTable runs={data.runs} showAgent compact />
                {data.nextCursor && <Link href="/runs?awaiting=decision">All of them</Link>}
              </>
            )
          }
        </Panel>
        <Panel id="halted" title="Halted runs" query={halted}>
          {(data) =>
            data.runs.length === 0 ? (
              <Empty>No run is halted.</Empty>
            ) : (
              <>
                <RunsTable runs={data.runs} showAgent compact />
                {data.nextCursor && <Link href="/runs?status=halted">All halted runs</Link>}
              </>
            )
          }
        </Panel>
        <Panel id="blocked" title="Blocked runs" query={inProgress}>
          {(data) => {
            const blocked = data.runs.filter((run) => run.blockers.length > 0);
            return blocked.length === 0 ? (
              <Empty>No in-progress run is held by an open observation.</Empty>
            ) : (
              <>
                <RunsTable runs={blocked} showAgent compact />
                {data.nextCursor && (
                  <p className="muted">Among the {BLOCKED_SCAN} most recent runs in progress.</p>
                )}
              </>
            );
          }}
        </Panel>
        <Panel id="open-observations" title="Open observations by pattern" query={stats}>
          {(data) => {
            const open = data.patterns.filter((row) => row.open > 0);
            return open.length === 0 ? (
              <Empty>No observation waits for a review.</Empty>
            ) : (
              <Table label="Open observations by pattern">
                <thead>
                  <tr>
                    <th scope="col">Pattern</th>
                    <th scope="col">Open</th>
                  </tr>
                </thead>
                <tbody>
                  {open.map((row) => (
                    <tr key={row.patternId}>
                      <td>
                        <Link href={`/observations?status=open&patternId=${row.patternId}`}>
                          {row.patternId}
                        </Link>
                      </td>
                      <td>{row.open}</td>
                    </tr>
                  ))}
                </tbody>
              </Table>
            );
          }}
        </Panel>
      </div>
      {can.readOrganization(role) && <Deliveries />}
      <DetectionsPerDay />
    </>
  );
}

function Panel<T>(props: {
  id: string;
  title: string;
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T };
  children: (data: T) => ReactNode;
}) {
  const { query } = props;
  return (
    <section aria-labelledby={props.id} className="card">
      <h2 id={props.id}>{props.title}</h2>
      {query.isPending ? (
        <Loading />
      ) : query.data === undefined ? (
        <ErrorBox error={query.error} />
      ) : (
        props.children(query.data)
      )}
    </section>
  );
}

/** Webhooks read to find deliveries waiting for a retry (an organization holds at most 50). */
const WEBHOOKS_SCANNED = 50;

/**
 * Deliveries that need attention, in two kinds: failed for good (every attempt failed; audited
 * as `webhook_delivery_failed`) and pending a retry (an attempt failed, another is scheduled).
 */
function Deliveries() {
  const failed = useQuery({
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
    refetchInterval: REFRESH_MS * 3,
  });
  const retrying = useQuery({
    queryKey: ['deliveries', 'overview', 'retrying'],
    queryFn: pendingRetries,
    refetchInterval: REFRESH_MS * 3,
  });
  const both = {
    isPending: failed.isPending || retrying.isPending,
    isError: failed.isError || retrying.isError,
    error: failed.error ?? retrying.error,
    data:
      failed.data && retrying.data ? { failed: failed.data, retrying: retrying.data } : undefined,
  };
  return (
    <Panel id="deliveries" title="Webhook deliveries" query={both}>
      {({ failed, retrying: { urls, retrying } }) => (
        <>
          <p className="delivery-summary">
            <strong>{failed.entries.length === SHOWN ? `${SHOWN}+` : failed.entries.length}</strong>{' '}
            failed in the last 24 hours · <strong>{retrying.length}</strong> waiting for a retry
          </p>
          {failed.entries.length === 0 && retrying.length === 0 && (
            <Empty>No delivery failed in the last day and none waits for a retry.</Empty>
          )}
          {failed.entries.length > 0 && <h3>Failed for good (every attempt failed)</h3>}
          {failed.entries.length > 0 && (
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
                {failed.entries.map((entry) => {
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
                      <td className="wide">
                        {details.webhookId ? (
                          <Link href={`/webhooks/${details.webhookId}`}>
                            {urls[details.webhookId] ?? (
                              <code>{details.webhookId.slice(0, 8)}</code>
                            )}
                          </Link>
                        ) : (
                          '—'
                        )}
                      </td>
                      <td>{details.lastStatus ?? 'no response'}</td>
                      <td className="wide">{details.lastError ?? '—'}</td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
          {retrying.length > 0 && (
            <h3>Waiting for a retry (an attempt failed, another is scheduled)</h3>
          )}
          {retrying.length > 0 && (
            <Table label="Deliveries waiting for a retry">
              <thead>
                <tr>
                  <th scope="col">Webhook</th>
                  <th scope="col">Event</th>
                  <th scope="col">Attempts so far</th>
                  <th scope="col">Last attempt</th>
                </tr>
              </thead>
              <tbody>
                {retrying.map(({ url, delivery }) => {
                  const last = delivery.attempts[delivery.attempts.length - 1];
                  return (
                    <tr key={delivery.id}>
                      <td className="wide">
                        <Link href={`/webhooks/${delivery.webhookId}`}>{url}</Link>
                      </td>
                      <td>{delivery.event}</td>
                      <td>{delivery.attempts.length}</td>
                      <td>
                        <Time value={last?.startedAt} /> · {last?.responseStatus ?? 'no response'}
                        {last?.error && <span className="muted"> · {last.error}</span>}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </Table>
          )}
        </>
      )}
    </Panel>
  );
}

/** Pending deliveries that already had a failed attempt: they wait for their next one. */
async function pendingRetries() {
  const { webhooks } = await call(
    api.GET('/api/v1/webhooks', { params: { query: { limit: WEBHOOKS_SCANNED } } }),
  );
  const pages = await Promise.all(
    webhooks.map(async (webhook) => {
      const page = await call(
        api.GET('/api/v1/webhooks/{id}/deliveries', {
          params: { path: { id: webhook.webhookId }, query: { status: 'pending', limit: SHOWN } },
        }),
      );
      return page.deliveries
        .filter((delivery) => delivery.attempts.length > 0)
        .map((delivery) => ({ url: webhook.url, delivery }));
    }),
  );
  return {
    urls: Object.fromEntries(webhooks.map((webhook) => [webhook.webhookId, webhook.url])),
    retrying: pages.flat().slice(0, SHOWN),
  };
}

/** One stats call per UTC day: 14 small aggregate queries, never the observations themselves. */
async function detectionsPerDay(): Promise<{ days: DayCounts[]; patterns: string[] }> {
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const starts = Array.from(
    { length: CHART_DAYS },
    (_, index) => new Date(today.getTime() - (CHART_DAYS - 1 - index) * DAY_MS),
  );
  const perDay: Schemas['ObservationStatsResponse'][] = await Promise.all(
    starts.map((start) =>
      call(
        api.GET('/api/v1/observations/stats', {
          params: {
            query: {
              since: start.toISOString(),
              until: new Date(start.getTime() + DAY_MS).toISOString(),
            },
          },
        }),
      ).then(patternStats),
    ),
  );
  return {
    patterns: perDay[0]?.patterns.map((row) => row.patternId) ?? [],
    days: perDay.map((stats, index) => ({
      day: starts[index].toISOString(),
      counts: Object.fromEntries(stats.patterns.map((row) => [row.patternId, row.detected])),
    })),
  };
}

function DetectionsPerDay() {
  const chart = useQuery({
    queryKey: ['stats', 'per-day'],
    queryFn: detectionsPerDay,
    refetchInterval: REFRESH_MS * 6,
  });
  return (
    <Panel id="detections-per-day" title="Detections per pattern, last 14 days" query={chart}>
      {(data) => <DetectionsChart days={data.days} patterns={data.patterns} />}
    </Panel>
  );
}
