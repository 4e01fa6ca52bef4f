import { api, call, type Schemas } from '../api/client';
import { PagedList, usePaged } from '../components/paged';
import { useQuery } from '@tanstack/react-query';
import { Fields } from '../components/fields';
import { ActorName, KeyRef } from '../components/key-ref';
import { Badge, ErrorBox, FilterSelect, Loading, ShortId, Table, Time } from '../components/ui';
import { listOf } from '../lib/exhaustive';
import { inWords } from '../lib/labels';
import { useFilters } from '../lib/filters';

type ResourceType = Schemas['AuditEntryResponse']['resourceType'];
const RESOURCE_TYPES = listOf<ResourceType>()([
  'organization',
  'api_key',
  'agent',
  'run',
  'webhook',
  'observation',
]);

/** `datetime-local` gives local wall time without a zone; the API wants an instant. */
function toInstant(local: string | undefined): string | undefined {
  return local ? new Date(local).toISOString() : undefined;
}

export function AuditPage() {
  const filters = useFilters(['action', 'resourceType', 'resourceId', 'since', 'until'] as const);
  const { action, resourceType, resourceId, since, until } = filters.query;
  const entries = usePaged(['audit', filters.query], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/audit', {
        params: {
          query: {
            action,
            resourceType: resourceType as ResourceType | undefined,
            resourceId,
            since: toInstant(since),
            until: toInstant(until),
            cursor,
          },
        },
      }),
    );
    return { items: page.entries, nextCursor: page.nextCursor };
  });

  return (
    <>
      <h1>Audit</h1>
      <ChainStatus />
      <form
        className="filters"
        aria-label="Filter the audit trail"
        onSubmit={(e) => e.preventDefault()}
      >
        <label>
          Action
          <input
            value={filters.values.action}
            placeholder="e.g. gate_transition"
            onChange={(event) => filters.set('action', event.target.value.trim())}
          />
        </label>
        <FilterSelect
          label="Resource type"
          anyLabel="Any type"
          options={RESOURCE_TYPES}
          value={filters.values.resourceType}
          onChange={(value) => filters.set('resourceType', value)}
        />
        <label>
          Resource id
          <input
            value={filters.values.resourceId}
            pattern="[0-9a-fA-F-]{36}"
            onChange={(event) => filters.set('resourceId', event.target.value.trim())}
          />
        </label>
        <label>
          Since
          <input
            type="datetime-local"
            value={filters.values.since}
            onChange={(event) => filters.set('since', event.target.value)}
          />
        </label>
        <label>
          Until
          <input
            type="datetime-local"
            value={filters.values.until}
            onChange={(event) => filters.set('until', event.target.value)}
          />
        </label>
      </form>
      <PagedList query={entries} empty="No audit entry matches these filters.">
        {(items) => (
          <Table label="Audit entries">
            <thead>
              <tr>
                <th scope="col">Seq</th>
                <th scope="col">Time</th>
                <th scope="col">Action</th>
                <th scope="col">Resource</th>
                <th scope="col">Who</th>
                <th scope="col">Details</th>
              </tr>
            </thead>
            <tbody>
              {items.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.seq ?? <span className="muted">sealing…</span>}</td>
                  <td>
                    <Time value={entry.createdAt} />
                  </td>
                  <td>
                    <Badge value={entry.action} />
                  </td>
                  <td>
                    {inWords(entry.resourceType)} <ShortId id={entry.resourceId} />
                  </td>
                  <td>
                    <ActorName actor={entry.actor} />
                    {entry.keyId && entry.actor !== `api_key:${entry.keyId}` && (
                      <div className="muted small">
                        with key <KeyRef id={entry.keyId} />
                      </div>
                    )}
                  </td>
                  <td className="wide">
                    <Fields value={entry.details} />
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

/** The organization's hash chain recomputed by the API: intact, or where it breaks. */
function ChainStatus() {
  const verify = useQuery({
    queryKey: ['audit', 'verify'],
    queryFn: () => call(api.GET('/api/v1/audit/verify')),
  });
  if (verify.isPending) return <Loading what="Verifying the chain" />;
  if (verify.isError) return <ErrorBox error={verify.error} />;
  const { ok, entries, firstBrokenSeq } = verify.data;
  return ok ? (
    <p className="verified" role="status">
      Chain verified: {entries} entries, intact.
    </p>
  ) : (
    <p className="error" role="alert">
      Chain broken at entry {firstBrokenSeq}: an entry from there on was changed, removed or
      reordered.
    </p>
  );
}
