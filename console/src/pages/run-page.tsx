import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { api, call, type Schemas } from '../api/client';
import { ActionDialog, type ActionValues } from '../components/action-dialog';
import { AgentLink } from '../components/agent-select';
import { GateStepper } from '../components/gate-stepper';
import { Excerpts } from '../components/excerpt';
import { ReviewButtons } from '../components/review-buttons';
import { Badge, Empty, ErrorBox, Loading, ShortId, Table, Time } from '../components/ui';
import { useAuth } from '../lib/auth';
import { GATE_LABELS } from '../lib/gates';
import { can } from '../lib/permissions';

type Run = Schemas['RunResponse'];
type Blocker = Schemas['BlockerResponse'];
type Action = 'approve' | 'reject' | 'resume' | 'cancel';

/** A decision made in another tab or by the API shows here within this many milliseconds. */
const POLL_MS = 3_000;

export function RunPage() {
  const { id } = useParams<{ id: string }>();
  const { role } = useAuth();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const history = useQuery({
    queryKey: ['run', id],
    queryFn: () => call(api.GET('/api/v1/govern/{runId}', { params: { path: { runId: id } } })),
    refetchInterval: POLL_MS,
  });

  if (history.isPending) return <Loading what="Loading the run" />;
  if (history.isError && !history.data) return <ErrorBox error={history.error} />;
  const { run, events } = history.data;
  const { blockers } = run;
  const allowed = allowedActions(run, blockers, can.decideGates(role));

  const perform = async (chosen: Action, values: ActionValues) => {
    try {
      await decide(chosen, values);
    } finally {
      // Refused or not, show the run as it is now (a 409 means it moved on elsewhere).
      await queryClient.invalidateQueries({ queryKey: ['run', id] });
    }
  };
  const decide = async (chosen: Action, values: ActionValues) => {
    const base = { runId: run.id, actor: values.actor };
    switch (chosen) {
      case 'approve':
      case 'reject':
        // The gate shown is named, so a decision taken meanwhile elsewhere answers 409
        // instead of approving the next gate by accident.
        await call(
          api.POST('/api/v1/govern/gate', {
            body: {
              ...base,
              gate: run.currentGate,
              action: chosen === 'approve' ? 'approved' : 'rejected',
              evidence: values.text ? { reason: values.text } : {},
            },
          }),
        );
        break;
      case 'cancel':
        await call(
          api.POST('/api/v1/govern/cancel', {
            body: { ...base, reason: values.text || undefined },
          }),
        );
        break;
      case 'resume':
        await call(api.POST('/api/v1/govern/resume', { body: { ...base, reason: values.text } }));
        break;
    }
  };

  return (
    <>
      <h1>
        Run <code>{run.id.slice(0, 8)}</code> <Badge value={run.status} />
      </h1>
      <dl className="facts">
        <dt>Agent</dt>
        <dd>
          <AgentLink id={run.agentId} />
        </dd>
        <dt>Started</dt>
        <dd>
          <Time value={run.startedAt} />
        </dd>
        <dt>Completed</dt>
        <dd>
          <Time value={run.completedAt} />
        </dd>
        <dt>Run id</dt>
        <dd>
          <code>{run.id}</code>
        </dd>
      </dl>
      {history.isError && <ErrorBox error={history.error} />}
      <GateStepper run={run} />

      {allowed.length > 0 && (
        <div className="actions" role="group" aria-label="Decisions">
          {allowed.includes('approve') && (
            <button type="button" onClick={() => setAction('approve')}>
              Approve
            </button>
          )}
          {allowed.includes('reject') && (
            <button type="button" className="secondary" onClick={() => setAction('reject')}>
              Reject
            </button>
          )}
          {allowed.includes('resume') && (
            <button type="button" onClick={() => setAction('resume')}>
              Resume
            </button>
          )}
          {allowed.includes('cancel') && (
            <button type="button" className="danger" onClick={() => setAction('cancel')}>
              Cancel run
            </button>
          )}
        </div>
      )}
      {action && (
        <ActionDialog
          {...DIALOGS[action](run)}
          onConfirm={(values) => perform(action, values)}
          onClose={() => setAction(null)}
        />
      )}

      <section aria-labelledby="blockers">
        <h2 id="blockers">Blockers</h2>
        {blockers.length === 0 ? (
          <Empty>No open observation holds this run.</Empty>
        ) : (
          blockers.map((blocker) => <BlockerCard key={blocker.observationId} blocker={blocker} />)
        )}
      </section>

      <section aria-labelledby="history">
        <h2 id="history">History</h2>
        {events.length === 0 ? (
          <Empty>Nothing has happened on this run yet.</Empty>
        ) : (
          <Table label="History">
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Gate</th>
                <th scope="col">Action</th>
                <th scope="col">Actor</th>
                <th scope="col">Key</th>
                <th scope="col">Evidence</th>
              </tr>
            </thead>
            <tbody>
              {events.map((event) => (
                <tr key={event.id}>
                  <td>
                    <Time value={event.createdAt} />
                  </td>
                  <td>{GATE_LABELS[event.gate]}</td>
                  <td>
                    <Badge value={event.action} />
                  </td>
                  <td>{event.actor}</td>
                  <td>
                    <ShortId id={event.keyId} />
                  </td>
                  <td>
                    <Evidence value={event.evidence} />
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </section>
    </>
  );
}

function Evidence({ value }: { value: Record<string, unknown> }) {
  if (Object.keys(value).length === 0) return <span className="muted">—</span>;
  return <pre className="evidence">{JSON.stringify(value, null, 2)}</pre>;
}

/** What the run's state and the key's role allow; the API refuses the rest anyway. */
function allowedActions(run: Run, blockers: Blocker[], decides: boolean): Action[] {
  if (!decides) return [];
  if (run.status === 'halted') return ['resume', 'cancel'];
  if (run.status !== 'in_progress') return [];
  // Any open blocker (PAUSE, ESCALATE) refuses approvals until it is reviewed.
  return blockers.length > 0 ? ['reject', 'cancel'] : ['approve', 'reject', 'cancel'];
}

const DIALOGS: Record<
  Action,
  (run: Run) => Omit<Parameters<typeof ActionDialog>[0], 'onConfirm' | 'onClose'>
> = {
  approve: (run) => ({
    title: `Approve ${GATE_LABELS[run.currentGate]}`,
    description: 'The run moves on to the next gate (the last gate completes it).',
    confirmLabel: 'Approve',
  }),
  reject: (run) => ({
    title: `Reject ${GATE_LABELS[run.currentGate]}`,
    description: 'The work goes back for rework.',
    confirmLabel: 'Reject',
    text: { label: 'Reason', required: false, maxLength: 1000 },
  }),
  resume: () => ({
    title: 'Resume the run',
    description: 'The run continues at the gate where it was halted.',
    confirmLabel: 'Resume',
    text: { label: 'Reason', required: true, maxLength: 1000 },
  }),
  cancel: () => ({
    title: 'Cancel the run',
    description: 'A cancelled run accepts no further decision.',
    confirmLabel: 'Cancel run',
    text: { label: 'Reason', required: false, maxLength: 1000 },
    danger: true,
  }),
};

function BlockerCard({ blocker }: { blocker: Blocker }) {
  const observation = useQuery({
    queryKey: ['observation', blocker.observationId],
    queryFn: () =>
      call(
        api.GET('/api/v1/observations/{id}', { params: { path: { id: blocker.observationId } } }),
      ),
  });
  return (
    <article className="card" aria-label={`Blocker ${blocker.patternId}`}>
      <h3>
        {blocker.patternId} {observation.data?.patternName}{' '}
        <Badge value={blocker.governanceResponse} />
        {observation.data && <Badge value={observation.data.severity} />}
      </h3>
      {observation.isPending ? (
        <Loading what="Loading the evidence" />
      ) : observation.isError ? (
        <ErrorBox error={observation.error} />
      ) : (
        <>
          <Excerpts evidence={observation.data.evidence} />
          <ReviewButtons observation={observation.data} />
        </>
      )}
    </article>
  );
}
