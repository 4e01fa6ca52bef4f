import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import { api, call, type Schemas } from '../api/client';
import { ActionDialog, type ActionValues } from '../components/action-dialog';
import { AgentLink } from '../components/agent-select';
import { Excerpts } from '../components/excerpt';
import { FieldRow, Fields } from '../components/fields';
import { FindingCard } from '../components/finding-card';
import { ActorName, KeyRef } from '../components/key-ref';
import { GateStepper } from '../components/gate-stepper';
import { PagedList, usePaged } from '../components/paged';
import { Badge, Empty, ErrorBox, Loading, Table, Time } from '../components/ui';
import { useAuth } from '../lib/auth';
import type { Finding } from '../lib/finding';
import { GATE_LABELS } from '../lib/gates';
import { can, type Role } from '../lib/permissions';

type Run = Schemas['RunResponse'];
type Blocker = Schemas['BlockerResponse'];
type Action = 'approve' | 'reject' | 'resume' | 'cancel';

/** The decision buttons in the order they show, each shown only when the decision is allowed. */
const DECISION_BUTTONS: readonly { chosen: Action; label: string; className?: string }[] = [
  { chosen: 'approve', label: 'Approve' },
  { chosen: 'reject', label: 'Reject', className: 'secondary' },
  { chosen: 'resume', label: 'Resume' },
  { chosen: 'cancel', label: 'Cancel run', className: 'danger' },
];

/** A decision made in another tab or by the API shows here within this many milliseconds. */
const POLL_MS = 3_000;

export function RunPage() {
  const { id } = useParams<{ id: string }>();
  const { me, role } = useAuth();
  const queryClient = useQueryClient();
  // The run as it was when a decision's dialog opened: the decision names the gate the reviewer
  // saw, even if a poll shows the run moved on while the dialog is open.
  const [action, setAction] = useState<{ chosen: Action; run: Run } | null>(null);
  const history = useQuery({
    queryKey: ['run', id],
    queryFn: () => call(api.GET('/api/v1/govern/{runId}', { params: { path: { runId: id } } })),
    refetchInterval: POLL_MS,
  });
  // Every finding of the run, reviewed ones too: a verdict stays on the page with its note.
  const findings = usePaged(
    ['observations', { runId: id }],
    async (cursor) => {
      const page = await call(
        api.GET('/api/v1/observations', { params: { query: { runId: id, cursor } } }),
      );
      return { items: page.observations, nextCursor: page.nextCursor };
    },
    { refetchInterval: POLL_MS },
  );

  if (history.isPending) return <Loading what="Loading the run" />;
  if (history.isError && !history.data) return <ErrorBox error={history.error} />;
  const { run, events } = history.data;
  const submitter = selfSubmitted(run, events, me.key.actor);
  const allowed = allowedActions(run, can.decideGates(role)).filter(
    (chosen) => !(chosen === 'approve' && submitter),
  );

  const perform = async (chosen: Action, seen: Run, values: ActionValues) => {
    try {
      await decide(chosen, seen, values);
    } finally {
      // Refused or not, show the run as it is now (a 409 means it moved on elsewhere).
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['run', id] }),
        queryClient.invalidateQueries({ queryKey: ['observations'] }),
      ]);
    }
  };
  const decide = async (chosen: Action, seen: Run, values: ActionValues) => {
    const base = { runId: seen.id, actor: values.actor };
    switch (chosen) {
      case 'approve':
      case 'reject':
        // The gate shown is named, so a decision taken meanwhile elsewhere answers 409
        // instead of approving the next gate by accident.
        await call(
          api.POST('/api/v1/govern/gate', {
            body: {
              ...base,
              gate: seen.currentGate,
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
  const blockerIds = new Set(run.blockers.map((blocker) => blocker.observationId));
  const metadata = Object.entries(run.metadata);

  return (
    <>
      <h1>
        Run <code>{run.id.slice(0, 8)}</code> <Badge value={run.status} />
      </h1>
      <div className="split">
        <dl className="facts">
          <dt>Agent</dt>
          <dd>
            <AgentLink id={run.agentId} />
          </dd>
          <dt>Current gate</dt>
          <dd>{GATE_LABELS[run.currentGate]}</dd>
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
        <section aria-labelledby="run-policy" className="card policy">
          <h2 id="run-policy">Policy</h2>
          <dl className="facts">
            <dt>Findings</dt>
            <dd>
              {run.policy.enforcement === 'enforce' ? (
                <>
                  <strong>Enforce</strong>: open findings that act halt the run or hold approvals
                </>
              ) : (
                <>
                  <strong>Monitor</strong>: findings are recorded and reviewable; they hold nothing
                </>
              )}
            </dd>
            <dt>Approver</dt>
            <dd>
              {run.policy.requireDistinctApprover ? (
                <>
                  <strong>Distinct approver</strong>: whoever submitted at a gate cannot approve it
                </>
              ) : (
                'Anyone who may decide, the submitter included'
              )}
            </dd>
          </dl>
        </section>
      </div>
      <section aria-labelledby="run-metadata">
        <h2 id="run-metadata">What this run is</h2>
        {metadata.length === 0 ? (
          <Empty>The run was started without metadata.</Empty>
        ) : (
          <dl className="facts metadata">
            {metadata.map(([name, value]) => (
              <FieldRow key={name} name={name} value={value} />
            ))}
          </dl>
        )}
      </section>
      {history.isError && <ErrorBox error={history.error} />}
      <GateStepper run={run} />

      <section aria-labelledby="decision" className="card decision">
        <h2 id="decision">Decision</h2>
        <DecisionState run={run} role={role} findings={findings.items} />
        {submitter && (
          <p className="notice" role="status">
            <strong>Approve is unavailable to you</strong>: this run needs a distinct approver, and{' '}
            {submitter} (this key's actor) submitted at {GATE_LABELS[run.currentGate]}. Another
            person approves it.
          </p>
        )}
        {allowed.length > 0 && (
          <div className="actions" role="group" aria-label="Decisions">
            {DECISION_BUTTONS.filter(({ chosen }) => allowed.includes(chosen)).map(
              ({ chosen, label, className }) => (
                <button
                  key={chosen}
                  type="button"
                  className={className}
                  onClick={() => setAction({ chosen, run })}
                >
                  {label}
                </button>
              ),
            )}
          </div>
        )}
      </section>
      {action && (
        <ActionDialog
          {...DIALOGS[action.chosen](action.run)}
          onConfirm={(values) => perform(action.chosen, action.run, values)}
          onClose={() => setAction(null)}
        />
      )}

      <section aria-labelledby="findings">
        <h2 id="findings">Findings</h2>
        <PagedList query={findings} empty="Nothing was detected on this run.">
          {(items) =>
            [...items]
              .sort((a, b) => Number(blockerIds.has(b.id)) - Number(blockerIds.has(a.id)))
              .map((finding) => (
                <FindingCard
                  key={finding.id}
                  finding={finding}
                  holdsRun={blockerIds.has(finding.id)}
                />
              ))
          }
        </PagedList>
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
                  <td>
                    <ActorName actor={event.actor} />
                  </td>
                  <td>
                    <KeyRef id={event.keyId} />
                  </td>
                  <td>
                    <Fields value={event.evidence} />
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

/**
 * What the run waits for, in words: why Approve or Resume is not offered, and the findings that
 * hold it (by pattern and excerpt). The API decides; this says what it would answer.
 */
function DecisionState(props: { run: Run; role: Role; findings: Finding[] }) {
  const { run, role } = props;
  const holding = (blockers: Blocker[]) => (
    <ul className="holding">
      {blockers.map((blocker) => (
        <HoldingFinding
          key={blocker.observationId}
          blocker={blocker}
          finding={props.findings.find((f) => f.id === blocker.observationId)}
          role={role}
        />
      ))}
    </ul>
  );
  if (run.status === 'completed')
    return <p>Completed: every gate was approved. Nothing is left to decide.</p>;
  if (run.status === 'cancelled') return <p>Cancelled: the run accepts no further decision.</p>;
  const decides = can.decideGates(role);
  const who = decides ? '' : ` Your key's role (${role}) may not decide gates.`;
  const halts = run.blockers.filter((blocker) => blocker.governanceResponse === 'HALT');
  if (run.status === 'halted') {
    if (halts.length > 0)
      return (
        <div className="notice" role="status">
          <p>
            <strong>Halted.</strong> Resume becomes possible once{' '}
            {halts.length === 1 ? 'this finding is' : `these ${halts.length} findings are`} reviewed
            (confirmed or dismissed).{who}
          </p>
          {holding(halts)}
        </div>
      );
    return (
      <p className="notice" role="status">
        <strong>Halted.</strong> Every finding that halted it has been reviewed: the run can be
        resumed at {GATE_LABELS[run.currentGate]}.{who}
      </p>
    );
  }
  if (run.blockers.length > 0)
    return (
      <div className="notice" role="status">
        <p>
          <strong>Approve is unavailable</strong>:{' '}
          {run.blockers.length === 1
            ? 'an open finding holds'
            : `${run.blockers.length} open findings hold`}{' '}
          approvals until {run.blockers.length === 1 ? 'it is' : 'each is'} reviewed. Reject and
          Cancel still work.{who}
        </p>
        {holding(run.blockers)}
      </div>
    );
  return (
    <p>
      Awaiting a decision at <strong>{GATE_LABELS[run.currentGate]}</strong>.{who}
    </p>
  );
}

function HoldingFinding(props: { blocker: Blocker; finding?: Finding; role: Role }) {
  const { blocker, finding } = props;
  const adminOnly = blocker.governanceResponse === 'ESCALATE' && props.role !== 'admin';
  return (
    <li>
      <a href={`#finding-${blocker.observationId}`} className="pattern-ref">
        {blocker.patternId} {finding?.patternName}
      </a>{' '}
      <Badge value={blocker.governanceResponse} />
      {adminOnly && <span className="muted"> (an admin reviews it)</span>}
      {finding && <Excerpts evidence={finding.evidence} limit={1} />}
    </li>
  );
}

type Event = Schemas['RunHistoryResponse']['events'][number];

/**
 * The key's bound actor when the run needs a distinct approver and that actor submitted at the
 * current gate since the run last arrived there (rework at the same gate is the same visit): the
 * API would refuse its approval (SELF_APPROVAL).
 */
function selfSubmitted(run: Run, events: Event[], actor: string | null): string | null {
  if (!run.policy.requireDistinctApprover || !actor || run.status !== 'in_progress') return null;
  const arrived = events.findLastIndex((event) => event.gate !== run.currentGate) + 1;
  const visit = events.slice(arrived);
  return visit.some((event) => event.action === 'submitted' && event.actor === actor)
    ? actor
    : null;
}

/** What the run's state and the key's role allow; the API refuses the rest anyway. */
function allowedActions(run: Run, decides: boolean): Action[] {
  if (!decides) return [];
  const halts = run.blockers.some((blocker) => blocker.governanceResponse === 'HALT');
  if (run.status === 'halted') return halts ? ['cancel'] : ['resume', 'cancel'];
  if (run.status !== 'in_progress') return [];
  // Any open blocker (PAUSE, ESCALATE) refuses approvals until it is reviewed.
  return run.blockers.length > 0 ? ['reject', 'cancel'] : ['approve', 'reject', 'cancel'];
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
