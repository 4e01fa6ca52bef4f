import { useQuery } from '@tanstack/react-query';
import { api, call } from '../api/client';
import { AgentSelect } from '../components/agent-select';
import { FindingCard } from '../components/finding-card';
import { PagedList, usePaged } from '../components/paged';
import { PatternSelect } from '../components/pattern-select';
import { Badge, ErrorBox, Loading, Table } from '../components/ui';
import { useFilters } from '../lib/filters';
import { BAND_LABELS, type Band } from '../lib/finding';

type Status = 'open' | 'confirmed' | 'dismissed';
const ANY = 'any';

/**
 * The review inbox: by default the open findings of band `review` — the ones the service was
 * not sure enough to act on and asks a person about — most confident first.
 */
export function InboxPage() {
  const filters = useFilters(['band', 'status', 'patternId', 'runId', 'agentId'] as const);
  const band = filters.values.band || 'review';
  const status = filters.values.status || 'open';
  const { patternId, runId, agentId } = filters.query;
  const query = {
    band: band === ANY ? undefined : (band as Band),
    status: status === ANY ? undefined : (status as Status),
    patternId,
    runId: runId && /^[0-9a-f-]{36}$/i.test(runId) ? runId : undefined,
    agentId,
  };
  const findings = usePaged(['observations', 'inbox', query], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/observations', { params: { query: { ...query, cursor } } }),
    );
    return { items: page.observations, nextCursor: page.nextCursor };
  });

  return (
    <>
      <h1>Inbox</h1>
      <p className="muted">
        Findings the service asks about rather than acts on (band “asks”) wait here for a verdict.
        Confirm a true detection, dismiss a false positive: the verdicts tune this organization’s
        detector.
      </p>
      <form className="filters" aria-label="Filter the inbox" onSubmit={(e) => e.preventDefault()}>
        <label>
          Band
          <select
            value={band}
            onChange={(event) =>
              filters.set('band', event.target.value === 'review' ? '' : event.target.value)
            }
          >
            <option value="review">{BAND_LABELS.review}: for review</option>
            <option value="enforce">{BAND_LABELS.enforce}: acted on the run</option>
            <option value={ANY}>Any band</option>
          </select>
        </label>
        <label>
          Review status
          <select
            value={status}
            onChange={(event) =>
              filters.set('status', event.target.value === 'open' ? '' : event.target.value)
            }
          >
            <option value="open">Open</option>
            <option value="confirmed">Confirmed</option>
            <option value="dismissed">Dismissed</option>
            <option value={ANY}>Any</option>
          </select>
        </label>
        <PatternSelect
          value={filters.values.patternId}
          onChange={(value) => filters.set('patternId', value)}
        />
        <AgentSelect
          value={filters.values.agentId}
          onChange={(value) => filters.set('agentId', value)}
        />
        <label>
          Run id
          <input
            value={filters.values.runId}
            pattern="[0-9a-fA-F-]{36}"
            placeholder="the run's id"
            onChange={(event) => filters.set('runId', event.target.value.trim())}
          />
        </label>
      </form>
      <PagedList query={findings} empty="Nothing waits for a verdict with these filters.">
        {(items) => (
          <>
            <p className="muted" role="status">
              {items.length} finding{items.length === 1 ? '' : 's'} loaded, most confident first
              {findings.hasNextPage && ' (older ones follow with “Load more”)'}.
            </p>
            {[...items]
              .sort((a, b) => Number(b.confidence) - Number(a.confidence))
              .map((finding) => (
                <FindingCard key={finding.id} finding={finding} showRun />
              ))}
          </>
        )}
      </PagedList>
      <RulePrecision />
    </>
  );
}

/** How often reviewers here agreed with each rule; demoted rules no longer act on a run. */
function RulePrecision() {
  const stats = useQuery({
    queryKey: ['stats', 'by-rule'],
    queryFn: async () => {
      const body = await call(
        api.GET('/api/v1/observations/stats', { params: { query: { by: 'rule' } } }),
      );
      return 'rules' in body ? body : { rules: [] };
    },
  });
  return (
    <section aria-labelledby="rule-precision">
      <h2 id="rule-precision">Precision per rule</h2>
      <p className="muted">
        A rule dismissed at least 5 times with a precision of 20 % or less is demoted: on its own it
        no longer acts on a run, its findings ask instead.
      </p>
      {stats.isPending ? (
        <Loading />
      ) : stats.isError ? (
        <ErrorBox error={stats.error} />
      ) : stats.data.rules.length === 0 ? (
        <p className="empty">No rule has fired yet.</p>
      ) : (
        <Table label="Precision per rule">
          <thead>
            <tr>
              <th scope="col">Rule</th>
              <th scope="col">Pattern</th>
              <th scope="col">Detected</th>
              <th scope="col">Confirmed</th>
              <th scope="col">Dismissed</th>
              <th scope="col">Precision</th>
              <th scope="col">State</th>
            </tr>
          </thead>
          <tbody>
            {[...stats.data.rules]
              .sort((a, b) => Number(b.demoted) - Number(a.demoted) || b.detected - a.detected)
              .map((rule) => (
                <tr key={rule.ruleId}>
                  <td>
                    <code>{rule.ruleId}</code>
                  </td>
                  <td>{rule.patternId}</td>
                  <td>{rule.detected}</td>
                  <td>{rule.confirmed}</td>
                  <td>{rule.dismissed}</td>
                  <td>
                    {rule.precision === null ? (
                      <span className="muted">no verdict yet</span>
                    ) : (
                      `${Math.round(rule.precision * 100)} %`
                    )}
                  </td>
                  <td>
                    {rule.demoted ? (
                      <Badge value="demoted" label="Demoted" />
                    ) : (
                      <span className="muted">counts</span>
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
