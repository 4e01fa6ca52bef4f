import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'wouter';
import { api, call } from '../api/client';
import { ActionDialog } from '../components/action-dialog';
import { PagedList, usePaged } from '../components/paged';
import { SecretOnce, VerificationRecipe } from '../components/secret-once';
import { Badge, ErrorBox, Loading, ShortId, Table, Time } from '../components/ui';
import { WebhookForm } from '../components/webhook-form';
import { useAuth } from '../lib/auth';
import { can } from '../lib/permissions';

export function WebhookPage() {
  const { id } = useParams<{ id: string }>();
  const { role } = useAuth();
  const manage = can.manageWebhooks(role);
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [rotating, setRotating] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const webhook = useQuery({
    queryKey: ['webhook', id],
    queryFn: () => call(api.GET('/api/v1/webhooks/{id}', { params: { path: { id } } })),
  });
  const deliveries = usePaged(['deliveries', id], async (cursor) => {
    const page = await call(
      api.GET('/api/v1/webhooks/{id}/deliveries', { params: { path: { id }, query: { cursor } } }),
    );
    return { items: page.deliveries, nextCursor: page.nextCursor };
  });
  const redeliver = useMutation({
    mutationFn: (deliveryId: string) =>
      call(
        api.POST('/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver', {
          params: { path: { id, deliveryId } },
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['deliveries', id] }),
  });

  if (webhook.isPending) return <Loading what="Loading the webhook" />;
  if (webhook.isError) return <ErrorBox error={webhook.error} />;
  return (
    <>
      <h1>
        Webhook <Badge value={webhook.data.active ? 'active' : 'paused'} />
      </h1>
      <p className="wide">
        <code>{webhook.data.url}</code>
      </p>
      {secret && (
        <div className="split">
          <SecretOnce label="New signing secret" value={secret} onDone={() => setSecret(null)} />
          <VerificationRecipe />
        </div>
      )}
      {manage && (
        <section aria-labelledby="edit-webhook" className="card">
          <h2 id="edit-webhook">Settings</h2>
          <WebhookForm
            key={webhook.data.updatedAt}
            initial={webhook.data}
            submitLabel="Save"
            onSubmit={async (fields) => {
              setSaved(false);
              await call(
                api.PATCH('/api/v1/webhooks/{id}', {
                  params: { path: { id } },
                  body: {
                    url: fields.url,
                    events: fields.events,
                    types: fields.types,
                    description: fields.description || null,
                    active: fields.active,
                  },
                }),
              );
              setSaved(true);
              await queryClient.invalidateQueries({ queryKey: ['webhook', id] });
              await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
            }}
          />
          <p role="status">{saved && 'Saved.'}</p>
          <div className="actions">
            <button type="button" className="secondary" onClick={() => setRotating(true)}>
              Rotate secret
            </button>
            <button type="button" className="danger" onClick={() => setDeleting(true)}>
              Delete webhook
            </button>
          </div>
        </section>
      )}
      {deleting && (
        <ActionDialog
          title="Delete this webhook"
          description="Nothing more is sent to this receiver; pending retries are cancelled. This cannot be undone."
          confirmLabel="Delete webhook"
          askActor={false}
          danger
          onConfirm={async () => {
            await call(api.DELETE('/api/v1/webhooks/{id}', { params: { path: { id } } }));
            await queryClient.invalidateQueries({ queryKey: ['webhooks'] });
            navigate('/webhooks');
          }}
          onClose={() => setDeleting(false)}
        />
      )}
      {rotating && (
        <ActionDialog
          title="Rotate the signing secret"
          description="The current secret stops signing at once: receivers must switch to the new one."
          confirmLabel="Rotate secret"
          askActor={false}
          danger
          onConfirm={async () => {
            const rotated = await call(
              api.POST('/api/v1/webhooks/{id}/rotate-secret', { params: { path: { id } } }),
            );
            setSecret(rotated.secret);
          }}
          onClose={() => setRotating(false)}
        />
      )}
      <section aria-labelledby="deliveries">
        <h2 id="deliveries">Deliveries</h2>
        <ErrorBox error={redeliver.error} />
        <PagedList query={deliveries} empty="Nothing has been sent to this webhook yet.">
          {(items) => (
            <Table label="Deliveries">
              <thead>
                <tr>
                  <th scope="col">Created</th>
                  <th scope="col">Event</th>
                  <th scope="col">Status</th>
                  <th scope="col">Attempts</th>
                  {manage && <th scope="col">Action</th>}
                </tr>
              </thead>
              <tbody>
                {items.map((delivery) => (
                  <tr key={delivery.id}>
                    <td>
                      <Time value={delivery.createdAt} />
                      <br />
                      <ShortId id={delivery.id} />
                    </td>
                    <td>{delivery.event}</td>
                    <td>
                      <Badge value={delivery.status} />
                    </td>
                    <td>
                      <ol className="attempts">
                        {delivery.attempts.map((attempt) => (
                          <li key={attempt.number}>
                            <Time value={attempt.startedAt} /> ·{' '}
                            {attempt.responseStatus ?? 'no response'}
                            {attempt.durationMs !== null && ` · ${attempt.durationMs} ms`}
                            {attempt.error && <span className="muted"> · {attempt.error}</span>}
                          </li>
                        ))}
                      </ol>
                      {delivery.attempts.length === 0 && <span className="muted">none yet</span>}
                    </td>
                    {manage && (
                      <td>
                        <button
                          type="button"
                          className="secondary"
                          disabled={delivery.status === 'pending' || redeliver.isPending}
                          onClick={() => redeliver.mutate(delivery.id)}
                        >
                          Redeliver
                        </button>
                      </td>
                    )}
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
