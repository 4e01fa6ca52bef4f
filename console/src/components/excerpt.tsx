import type { ReactNode } from 'react';
import type { Schemas } from '../api/client';

type Evidence = Schemas['ObservationEvidenceResponse'];

/**
 * Characters that reorder or hide the text around them (bidirectional overrides, embeddings,
 * isolates and marks): agent text is evidence, so they are shown as visible codes, never obeyed.
 */
const CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** Text with every control character replaced by a visible, inert `U+XXXX` tag. */
function inert(text: string, keyPrefix: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const found of text.matchAll(CONTROLS)) {
    if (found.index > last) parts.push(text.slice(last, found.index));
    const code = found[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    parts.push(
      <span
        key={`${keyPrefix}-${found.index}`}
        className="control"
        title="invisible control character"
      >
        U+{code}
      </span>,
    );
    last = found.index + found[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

/** Splits text around the matched phrases (case-insensitive, longest first) for <mark>. */
function highlight(text: string, phrases: string[]): { text: string; match: boolean }[] {
  const distinct = [...new Set(phrases.filter((phrase) => phrase.length > 0))].sort(
    (a, b) => b.length - a.length,
  );
  if (distinct.length === 0) return [{ text, match: false }];
  const pattern = new RegExp(
    `(${distinct.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`,
    'giu',
  );
  // With one capturing group, split puts the captured matches at the odd indices.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, match: index % 2 === 1 }))
    .filter((part) => part.text.length > 0);
}

/**
 * The evidence excerpts of an observation with the matched phrases highlighted. The text is
 * rendered as text (never as markup) in an isolated, left-to-right block.
 */
export function Excerpts({ evidence, limit }: { evidence: Evidence; limit?: number }) {
  const shown = evidence.excerpts.slice(0, limit ?? evidence.excerpts.length);
  if (shown.length === 0) return <span className="muted">no excerpt</span>;
  return (
    <div className="excerpts">
      {shown.map((excerpt) => (
        <blockquote key={`${excerpt.start}-${excerpt.end}`} className="excerpt" dir="ltr">
          {excerpt.start > 0 && <span aria-hidden="true">… </span>}
          {highlight(excerpt.text, evidence.matches).map((part, index) =>
            part.match ? (
              <mark key={index}>{inert(part.text, `m${index}`)}</mark>
            ) : (
              <span key={index}>{inert(part.text, `t${index}`)}</span>
            ),
          )}
          {excerpt.end < evidence.textLength && <span aria-hidden="true"> …</span>}
        </blockquote>
      ))}
      {evidence.excerpts.length > shown.length && (
        <p className="muted">+ {evidence.excerpts.length - shown.length} more excerpts</p>
      )}
    </div>
  );
}

/** One line of agent text, made inert the same way (a claim, a step name). */
export function InertText({ text }: { text: string }) {
  return <bdi dir="ltr">{inert(text, 'i')}</bdi>;
}
