import { useState, type FormEvent } from 'react';
import type { Schemas } from '../api/client';
import { listOf } from '../lib/exhaustive';
import { SEVERITIES, type Severity } from '../lib/severities';

type EventType = NonNullable<Schemas['CreateWebhookDto']['types']>[number];
const EVENT_TYPES = listOf<EventType>()([
  'pattern.detected',
  'gate.submitted',
  'run.halted',
  'run.resumed',
  'run.completed',
  'run.cancelled',
]);
import { ErrorBox } from './ui';

export interface WebhookFields {
  url: string;
  events: Severity[];
  types: EventType[];
  description: string;
  active: boolean;
}

/** Create and edit share one form; `active` is offered only when editing (a new hook is active). */
export function WebhookForm(props: {
  initial?: Schemas['WebhookResponse'];
  submitLabel: string;
  onSubmit: (fields: WebhookFields) => Promise<unknown>;
}) {
  const [fields, setFields] = useState<WebhookFields>({
    url: props.initial?.url ?? '',
    events: props.initial?.events ?? ['P1', 'P2'],
    types: props.initial?.types ?? ['pattern.detected'],
    description: props.initial?.description ?? '',
    active: props.initial?.active ?? true,
  });
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(null);
    try {
      await props.onSubmit(fields);
    } catch (caught) {
      setError(caught);
    } finally {
      setPending(false);
    }
  };
  const toggle = (severity: Severity, on: boolean) =>
    setFields((previous) => ({
      ...previous,
      events: on
        ? SEVERITIES.filter((s) => s === severity || previous.events.includes(s))
        : previous.events.filter((s) => s !== severity),
    }));

  const toggleType = (type: EventType, on: boolean) =>
    setFields((previous) => ({
      ...previous,
      types: on
        ? EVENT_TYPES.filter((t) => t === type || previous.types.includes(t))
        : previous.types.filter((t) => t !== type),
    }));

  return (
    <form className="stack" onSubmit={(event) => void submit(event)}>
      <label>
        Receiver URL
        <input
          type="url"
          name="url"
          required
          value={fields.url}
          placeholder="https://receiver.example/hooks/agents"
          onChange={(event) => setFields({ ...fields, url: event.target.value })}
        />
      </label>
      <fieldset>
        <legend>Event types</legend>
        {EVENT_TYPES.map((type) => (
          <label key={type} className="inline">
            <input
              type="checkbox"
              checked={fields.types.includes(type)}
              onChange={(event) => toggleType(type, event.target.checked)}
            />
            {type}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Severities (pattern.detected)</legend>
        {SEVERITIES.map((severity) => (
          <label key={severity} className="inline">
            <input
              type="checkbox"
              checked={fields.events.includes(severity)}
              onChange={(event) => toggle(severity, event.target.checked)}
            />
            {severity}
          </label>
        ))}
      </fieldset>
      <label>
        <span>
          Description <span className="muted">(optional)</span>
        </span>
        <input
          name="description"
          maxLength={500}
          value={fields.description}
          onChange={(event) => setFields({ ...fields, description: event.target.value })}
        />
      </label>
      {props.initial && (
        <label className="inline">
          <input
            type="checkbox"
            checked={fields.active}
            onChange={(event) => setFields({ ...fields, active: event.target.checked })}
          />
          Active
        </label>
      )}
      <ErrorBox error={error} />
      <div>
        <button type="submit" disabled={pending}>
          {pending ? 'Saving…' : props.submitLabel}
        </button>
      </div>
    </form>
  );
}
