import type { ReactNode } from 'react';
import { inWords } from '../lib/labels';

/** A free-form object (metadata, evidence, audit details) as labelled fields, not raw JSON. */
export function Fields({ value }: { value: Record<string, unknown> }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="fields">
      {entries.map(([name, item]) => (
        <FieldRow key={name} name={name} value={item} />
      ))}
    </dl>
  );
}

export function FieldRow({ name, value }: { name: string; value: unknown }) {
  return (
    <>
      <dt>{inWords(name)}</dt>
      <dd>{fieldValue(value)}</dd>
    </>
  );
}

function fieldValue(value: unknown): ReactNode {
  if (value === null || value === undefined) return <span className="muted">none</span>;
  if (typeof value === 'string') return value === '' ? <span className="muted">empty</span> : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map(String).join(', ') || <span className="muted">none</span>;
  return <code className="json">{JSON.stringify(value)}</code>;
}
