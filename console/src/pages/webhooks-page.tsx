import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { api, call, type Schemas } from '../api/client';
import { PagedList, usePaged } from '../components/paged';
import { SecretOnce, VerificationRecipe } from '../components/secret-once';
import { Badge, Table, Time } from '../components/ui';
import { WebhookForm } from '../components/webhook-form';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';

export function WebhooksPage() {
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<Schemas['CreatedWebhookResponse'] | null>(null);
  const webhooks = usePaged(['webhooks'], async (cursor) => {
    const page = await call(api.GET('/api/v1/webhooks', { params: { query: { cursor } } }));
    return { items: page.webhooks, nextCursor: page.nextCursor };
  });

  return (
    <>
      <h1>Webhooks</h1>
      {created && (
        <div className="split">
          <SecretOnce
            label={`Signing secret of ${created.url}`}
            value={created.secret}
            onDone={() => setCreated(null)}
          />
          <VerificationRecipe />
        </div>
      )}
      {can.manageWebhooks(role) && !creating && !created && (
        <button type="button" onClick={() => setCreating(true)}>
          New webhook
        </button>
      )}
      {creating && (
        <section aria-labelledby="new-webhook" className="card">
          <h2 id="new-webhook">New webhook</h2>
          <WebhookForm
            submitLabel="Create webhook"
            onSubmit={async (fields) => {
              const webhook = await call(
                api.POST('/api/v1/webhooks', {
                  body: {
                    url: fields.url,
                    events: fields.events,
                    types: fields.types,
                    description: fields.description || undefined,
                  },
                }),
              );
              setCreating(false);
              setCreated(webhook);
              await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
            }}
          />
        </section>
      )}
      <PagedList query={webhooks} empty="No webhook yet.">
        {(items) => (
          <Table label="Webhooks">
            <thead>
              <tr>
                <th scope="col">URL</th>
                <th scope="col">Events</th>
                <th scope="col">Severities</th>
                <th scope="col">State</th>
                <th scope="col">Description</th>
                <th scope="col">Created</th>
              </tr>
            </thead>
            <tbody>
              {items.map((webhook) => (
                <tr key={webhook.webhookId}>
                  <td className="wide">
                    <Link href={`/webhooks/${webhook.webhookId}`}>{webhook.url}</Link>
                  </td>
                  <td>{webhook.types.join(', ')}</td>
                  <td>{webhook.events.join(', ')}</td>
                  <td>
                    <Badge value={webhook.active ? 'active' : 'paused'} />
                  </td>
                  <td>{webhook.description ?? <span className="muted">—</span>}</td>
                  <td>
                    <Time value={webhook.createdAt} />
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
