import type { ReactNode } from 'react';
import { ApiError } from '../api/client';
import { EXPLANATIONS, inWords } from '../lib/labels';

/** An API error as the API words it: code, message and the request id to quote. */
export function ErrorBox({ error }: { error: unknown }) {
  if (!error) return null;
  const apiError =
    error instanceof ApiError
      ? error
      : new ApiError(
          0,
          'CONSOLE_ERROR',
          error instanceof Error ? error.message : 'Unexpected error',
        );
  const explanation = EXPLANATIONS[apiError.code];
  return (
    <div className="error" role="alert">
      {explanation && <p className="explanation">{explanation}</p>}
      <strong>{apiError.code}</strong>: {apiError.message}
      {apiError.requestId && <span className="muted"> (request {apiError.requestId})</span>}
    </div>
  );
}

export function Loading({ what = 'Loading' }: { what?: string }) {
  return (
    <p className="loading" role="status">
      {what}…
    </p>
  );
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className="empty">{children}</p>;
}

export function Time({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="muted">—</span>;
  return (
    <time dateTime={value} title={value}>
      {new Date(value).toLocaleString()}
    </time>
  );
}

/** A state or code as a badge, in words ("In progress"); `label` overrides the wording. */
export function Badge({ value, label }: { value: string; label?: string }) {
  return (
    <span className={`badge badge-${value.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}`}>
      {label ?? inWords(value)}
    </span>
  );
}

export function ShortId({ id }: { id: string | null | undefined }) {
  if (!id) return <span className="muted">—</span>;
  return (
    <code className="id" title={id}>
      {id.slice(0, 8)}
    </code>
  );
}

/**
 * A table that scrolls sideways on a narrow screen instead of squeezing its columns; `stacked`
 * tables become one card per row there instead (each cell labelled by its `data-label`).
 */
export function Table({
  label,
  stacked,
  children,
}: {
  label: string;
  stacked?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      className={stacked ? 'table-wrap stacked' : 'table-wrap'}
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      <table>{children}</table>
    </div>
  );
}

/** A filter's select: one "any" choice (the empty value), then the given values. */
export function FilterSelect(props: {
  label: string;
  anyLabel: string;
  options: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {props.label}
      <select value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.anyLabel}</option>
        {props.options.map((value) => (
          <option key={value} value={value}>
            {inWords(value)}
          </option>
        ))}
      </select>
    </label>
  );
}
