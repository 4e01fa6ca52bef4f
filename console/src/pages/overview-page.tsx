import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { api, call, patternStats, type Schemas } from '../api/client';
import type { paths } from '../api/schema';
import { DetectionsChart, type DayCounts } from '../components/detections-chart';
import { RunsTable } from '../components/runs-table';
import { Empty, ErrorBox, Loading, Table, Time } from '../components/ui';

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
      <div className="grid">
        <Panel id="awaiting" title="Awaiting a decision" query={awaiting}>
          {(data) =>
            data.runs.length === 0 ? (
              <Empty>No run waits for a decision.</Empty>
            ) : (
              <>
                <RunsTable runs={data.runs} showAgent />
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
                <RunsTable runs={data.runs} showAgent />
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
                <RunsTable runs={blocked} showAgent />
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
      <FailedDeliveries />
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

/** Failed deliveries are audited (`webhook_delivery_failed`): one query across every webhook. */
function FailedDeliveries() {
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
  return (
    <Panel id="failed-deliveries" title="Failed deliveries (last 24 hours)" query={failed}>
      {(data) =>
        data.entries.length === 0 ? (
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
              {data.entries.map((entry) => {
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
        )
      }
    </Panel>
  );
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
