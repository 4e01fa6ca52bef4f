import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../api/client';
import { useAuth } from '../lib/auth';
import type { Role } from '../lib/permissions';

interface KnownKey {
  name: string;
  prefix: string;
}

/** Pages read to name keys: enough for the 100 active keys an organization may hold and more. */
const MAX_PAGES = 5;

/**
 * Every key of the organization by id, with its name and prefix. Admins read the key list;
 * reviewers and viewers (who may not) read the audit trail's `created` entries of keys, which
 * carry the same name and prefix. Agents know only their own key.
 */
function keyDirectory(role: Role) {
  return queryOptions({
    queryKey: ['keys', 'directory', role],
    staleTime: 60_000,
    queryFn: async (): Promise<Record<string, KnownKey>> => {
      const known: Record<string, KnownKey> = {};
      let cursor: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        if (role === 'admin') {
          const result = await call(
            api.GET('/api/v1/auth/keys', { params: { query: { limit: 200, cursor } } }),
          );
          for (const key of result.keys) known[key.id] = { name: key.name, prefix: key.prefix };
          cursor = result.nextCursor ?? undefined;
        } else {
          const result = await call(
            api.GET('/api/v1/audit', {
              params: {
                query: { resourceType: 'api_key', action: 'created', limit: 200, cursor },
              },
            }),
          );
          for (const entry of result.entries) {
            const details = entry.details as { name?: unknown; prefix?: unknown };
            if (entry.resourceId && typeof details.prefix === 'string')
              known[entry.resourceId] = {
                name: typeof details.name === 'string' ? details.name : '',
                prefix: details.prefix,
              };
          }
          cursor = result.nextCursor ?? undefined;
        }
        if (!cursor) break;
      }
      return known;
    },
  });
}

/** The key that made a request, shown as on the Keys page: its name and `agk_…` prefix. */
export function KeyRef({ id }: { id: string | null | undefined }) {
  const { me, role } = useAuth();
  const directory = useQuery({ ...keyDirectory(role), enabled: role !== 'agent' && !!id });
  if (!id) return <span className="muted">—</span>;
  const key =
    id === me.key.id ? { name: me.key.name, prefix: me.key.prefix } : directory.data?.[id];
  if (!key)
    return (
      <code className="id" title={`key ${id}`}>
        key {id.slice(0, 8)}
      </code>
    );
  return (
    <span className="key-ref" title={`key ${id}`}>
      {key.name} <code>{key.prefix}…</code>
    </span>
  );
}

/** An actor as recorded: a person's or agent's name, or `api_key:<id>` for an unnamed key. */
export function ActorName({ actor }: { actor: string }) {
  const match = /^api_key:([0-9a-f-]{36})$/i.exec(actor);
  if (match) return <KeyRef id={match[1]} />;
  return <span>{actor}</span>;
}
