import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { api, call, type Schemas } from '../api/client';
import { ActionDialog } from '../components/action-dialog';
import { AgentLink, AgentSelect } from '../components/agent-select';
import { PagedList, usePaged } from '../components/paged';
import { SecretOnce } from '../components/secret-once';
import { Badge, ErrorBox, Table, Time } from '../components/ui';
import { useAuth } from '../lib/auth';
import { listOf } from '../lib/exhaustive';
import { can, type Role } from '../lib/permissions';

type Key = Schemas['ApiKeyResponse'];

/** Admins only; anyone else who opens the address sees the API's refusal of the key list. */
export function KeysPage() {
  const { me, role } = useAuth();
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<Schemas['CreatedApiKeyResponse'] | null>(null);
  const [revoking, setRevoking] = useState<Key | null>(null);
  const keys = usePaged(['keys'], async (cursor) => {
    const page = await call(api.GET('/api/v1/auth/keys', { params: { query: { cursor } } }));
    return { items: page.keys, nextCursor: page.nextCursor };
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['keys'] });

  return (
    <>
      <h1>API keys</h1>
      {!can.manageKeys(role) ? null : created ? (
        <SecretOnce
          label={`API key ${created.name}`}
          value={created.apiKey}
          onDone={() => setCreated(null)}
        />
      ) : (
        <NewKeyForm
          onCreated={async (key) => {
            setCreated(key);
            await refresh();
          }}
        />
      )}
      {revoking && (
        <ActionDialog
          title={`Revoke ${revoking.name}`}
          description="The key stops working within a second. This cannot be undone."
          confirmLabel="Revoke"
          askActor={false}
          danger
          onConfirm={async () => {
            await call(
              api.DELETE('/api/v1/auth/keys/{id}', { params: { path: { id: revoking.id } } }),
            );
            await refresh();
          }}
          onClose={() => setRevoking(null)}
        />
      )}
      <section aria-labelledby="key-list">
        <h2 id="key-list">Keys</h2>
        <PagedList query={keys} empty="No key.">
          {(items) => (
            <Table label="API keys">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Role</th>
                  <th scope="col">Bound to</th>
                  <th scope="col">Prefix</th>
                  <th scope="col">Created</th>
                  <th scope="col">Expires</th>
                  <th scope="col">Last used</th>
                  <th scope="col">State</th>
                </tr>
              </thead>
              <tbody>
                {items.map((key) => (
                  <tr key={key.id}>
                    <td>
                      {key.name}
                      {key.id === me.key.id && <span className="muted"> (this key)</span>}
                    </td>
                    <td>
                      <Badge value={key.role} />
                    </td>
                    <td>
                      {key.agentId && <AgentLink id={key.agentId} />} {key.actor}
                      {!key.agentId && !key.actor && <span className="muted">—</span>}
                    </td>
                    <td>
                      <code>{key.prefix}…</code>
                    </td>
                    <td>
                      <Time value={key.createdAt} />
                    </td>
                    <td>
                      <Time value={key.expiresAt} />
                    </td>
                    <td>
                      <Time value={key.lastUsedAt} />
                    </td>
                    <td>
                      {key.revokedAt ? (
                        <Badge value="revoked" />
                      ) : (
                        <button
                          type="button"
                          className="secondary"
                          aria-label={`Revoke ${key.name}`}
                          onClick={() => setRevoking(key)}
                        >
                          Revoke
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          )}
        </PagedList>
      </section>
    </>
  );
}

const ROLES = listOf<Role>()(['admin', 'reviewer', 'viewer', 'agent']);
const EMPTY = { name: '', role: 'reviewer' as Role, agentId: '', actor: '', expiresAt: '' };

function NewKeyForm(props: {
  onCreated: (key: Schemas['CreatedApiKeyResponse']) => Promise<void>;
}) {
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((previous) => ({ ...previous, [name]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      const key = await call(
        api.POST('/api/v1/auth/keys', {
          body: {
            name: fields.name.trim() || undefined,
            role: fields.role,
            // Only an agent key is bound to an agent (the API requires it then).
            agentId: fields.role === 'agent' ? fields.agentId || undefined : undefined,
            actor: fields.actor.trim() || undefined,
            expiresAt: fields.expiresAt ? new Date(fields.expiresAt).toISOString() : undefined,
          },
        }),
      );
      setFields(EMPTY);
      await props.onCreated(key);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby="new-key" className="card">
      <h2 id="new-key">New key</h2>
      <form className="filters" onSubmit={(event) => void submit(event)}>
        <label>
          Name
          <input value={fields.name} maxLength={100} onChange={set('name')} />
        </label>
        <label>
          Role
          <select value={fields.role} onChange={set('role')}>
            {ROLES.map((role) => (
              <option key={role}>{role}</option>
            ))}
          </select>
        </label>
        {fields.role === 'agent' && (
          <AgentSelect
            value={fields.agentId}
            emptyLabel="Choose an agent"
            onChange={(agentId) => setFields({ ...fields, agentId })}
          />
        )}
        <label>
          <span>
            Bound actor <span className="muted">(optional)</span>
          </span>
          <input
            value={fields.actor}
            maxLength={200}
            placeholder="alice@example.com"
            onChange={set('actor')}
          />
        </label>
        <label>
          <span>
            Expires <span className="muted">(optional)</span>
          </span>
          <input type="datetime-local" value={fields.expiresAt} onChange={set('expiresAt')} />
        </label>
        <button type="submit" disabled={pending}>
          {pending ? 'Creating…' : 'Create key'}
        </button>
      </form>
      <ErrorBox error={error} />
    </section>
  );
}
