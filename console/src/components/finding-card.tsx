import { Link } from 'wouter';
import {
  BAND_DESCRIPTIONS,
  BAND_LABELS,
  RESPONSE_EFFECTS,
  RESPONSE_IF_ACTING,
  type ContextFinding,
  type Finding,
} from '../lib/finding';
import { GATE_LABELS, type Gate } from '../lib/gates';
import { inWords } from '../lib/labels';
import { Excerpts, InertText } from './excerpt';
import { ReviewButtons } from './review-buttons';
import { Badge, Time } from './ui';

/**
 * One finding with everything a decision on it needs: pattern, response and band, confidence,
 * the excerpts, the rules and trace steps behind it, and its review (verdict and note once
 * reviewed, the buttons while the key may review it).
 */
export function FindingCard(props: { finding: Finding; holdsRun?: boolean; showRun?: boolean }) {
  const { finding } = props;
  const band = finding.band;
  return (
    <article
      className="card finding"
      id={`finding-${finding.id}`}
      aria-label={`Finding ${finding.patternId}`}
    >
      <h3>
        <Link href={`/observations/${finding.id}`}>
          {finding.patternId} {finding.patternName}
        </Link>{' '}
        <Badge value={finding.severity} />
        <Badge value={finding.governanceResponse} />
        <Badge value={`band-${band}`} label={BAND_LABELS[band]} />
        {props.holdsRun && <Badge value="holds" label="Holds the run" />}
      </h3>
      <dl className="facts compact">
        <dt>Confidence</dt>
        <dd>{finding.confidence}</dd>
        <dt>Band</dt>
        <dd>
          {BAND_LABELS[band]} — {BAND_DESCRIPTIONS[band]}
        </dd>
        <dt>Response</dt>
        <dd>
          {finding.governanceResponse}:{' '}
          {band === 'enforce'
            ? RESPONSE_EFFECTS[finding.governanceResponse]
            : RESPONSE_IF_ACTING[finding.governanceResponse]}
        </dd>
        <dt>Detected</dt>
        <dd>
          <Time value={finding.createdAt} />
          {finding.currentGate &&
            ` at ${GATE_LABELS[finding.currentGate as Gate] ?? finding.currentGate}`}
          {' · '}
          {inWords(finding.detectionMethod)} layer
        </dd>
        {props.showRun && finding.runId && (
          <>
            <dt>Run</dt>
            <dd>
              <Link href={`/runs/${finding.runId}`}>
                <code>{finding.runId.slice(0, 8)}</code>
              </Link>
            </dd>
          </>
        )}
      </dl>
      <Excerpts evidence={finding.evidence} />
      {finding.evidence.context && finding.evidence.context.length > 0 && (
        <ContextList context={finding.evidence.context} />
      )}
      {finding.evidence.rules && finding.evidence.rules.length > 0 && (
        <p className="rules">
          <span className="muted">Rules that fired: </span>
          {finding.evidence.rules.map((rule, index) => (
            <span key={rule.id}>
              {index > 0 && ', '}
              <code>{rule.id}</code> <span className="muted">(weight {rule.weight})</span>
              {finding.evidence.demotion?.rules.includes(rule.id) && (
                <>
                  {' '}
                  <Badge value="demoted" label="demoted here" />
                </>
              )}
            </span>
          ))}
        </p>
      )}
      {finding.evidence.demotion && (
        <p className="notice small">
          <strong>Asks instead of acting</strong>: {finding.evidence.demotion.reason}
        </p>
      )}
      <ReviewButtons observation={finding} />
    </article>
  );
}

/** The claims the context-aware layer checked, each with the step or history event behind it. */
function ContextList({ context }: { context: ContextFinding[] }) {
  return (
    <ul className="context" aria-label="Claims checked against what the agent did">
      {context.map((item, index) => (
        <li key={index}>
          <span className="muted">Claim </span>“<InertText text={item.claim} />” —{' '}
          <InertText text={item.finding} />
          {item.step && (
            <span className="step-ref">
              {' '}
              (trace step {item.step.index + 1}: <code>{item.step.name}</code>)
            </span>
          )}
          {item.runEvent && (
            <span className="step-ref">
              {' '}
              (run history: {inWords(item.runEvent.action)} at{' '}
              {GATE_LABELS[item.runEvent.gate as Gate] ?? item.runEvent.gate})
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
