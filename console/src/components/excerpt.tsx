import type { Schemas } from '../api/client';

type Evidence = Schemas['ObservationEvidenceResponse'];

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

/** The evidence excerpts of an observation with the matched phrases highlighted. */
export function Excerpts({ evidence, limit }: { evidence: Evidence; limit?: number }) {
  const shown = evidence.excerpts.slice(0, limit ?? evidence.excerpts.length);
  if (shown.length === 0) return <span className="muted">no excerpt</span>;
  return (
    <div className="excerpts">
      {shown.map((excerpt) => (
        <blockquote key={`${excerpt.start}-${excerpt.end}`} className="excerpt">
          {highlight(excerpt.text, evidence.matches).map((part, index) =>
            part.match ? (
              <mark key={index}>{part.text}</mark>
            ) : (
              <span key={index}>{part.text}</span>
            ),
          )}
        </blockquote>
      ))}
      {evidence.excerpts.length > shown.length && (
        <p className="muted">+ {evidence.excerpts.length - shown.length} more excerpts</p>
      )}
    </div>
  );
}
