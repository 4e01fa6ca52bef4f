import type { ReactNode } from 'react';
import { inWords } from '../lib/labels';

/** Deeper than this, a value is shown as compact JSON. */
const MAX_DEPTH = 3;

type Plain = Record<string, unknown>;

function isPlain(value: unknown): value is Plain {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A free-form object (metadata, evidence, audit details) as labelled fields, not raw JSON;
 * nested objects as nested fields, lists of objects as numbered entries.
 */
export function Fields({ value, depth = 0 }: { value: Plain; depth?: number }) {
  const entries = Object.entries(value);
  if (entries.length === 0) return <span className="muted">—</span>;
  return (
    <dl className="fields">
      {entries.map(([name, item]) => (
        <FieldRow key={name} name={name} value={item} depth={depth} />
      ))}
    </dl>
  );
}

export function FieldRow(props: { name: string; value: unknown; depth?: number }) {
  return (
    <>
      <dt>{inWords(props.name)}</dt>
      <dd>{fieldValue(props.value, props.depth ?? 0)}</dd>
    </>
  );
}

function fieldValue(value: unknown, depth: number): ReactNode {
  if (value === null || value === undefined) return <span className="muted">none</span>;
  if (typeof value === 'string') return value === '' ? <span className="muted">empty</span> : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object' || item === null))
    return value.map(String).join(', ') || <span className="muted">none</span>;
  if (depth < MAX_DEPTH && isPlain(value)) return <Fields value={value} depth={depth + 1} />;
  if (depth < MAX_DEPTH && Array.isArray(value) && value.every(isPlain))
    return (
      <ol className="field-list">
        {value.map((item, index) => (
          <li key={index}>
            <Fields value={item} depth={depth + 1} />
          </li>
        ))}
      </ol>
    );
  return <code className="json">{JSON.stringify(value)}</code>;
}
