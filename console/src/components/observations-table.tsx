import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { BAND_LABELS, type Finding } from '../lib/finding';
import { Excerpts } from './excerpt';
import { Badge, Table, Time } from './ui';

export function ObservationsTable(props: {
  observations: Finding[];
  actions?: (observation: Finding) => ReactNode;
}) {
  return (
    <Table label="Observations">
      <thead>
        <tr>
          <th scope="col">Detected</th>
          <th scope="col">Pattern</th>
          <th scope="col">Response</th>
          <th scope="col">Confidence</th>
          <th scope="col">Run</th>
          <th scope="col">Evidence</th>
          {props.actions && <th scope="col">Review</th>}
        </tr>
      </thead>
      <tbody>
        {props.observations.map((observation) => (
          <tr key={observation.id}>
            <td>
              <Time value={observation.createdAt} />
            </td>
            <td>
              <Link href={`/observations/${observation.id}`}>
                <strong>{observation.patternId}</strong> {observation.patternName}
              </Link>{' '}
              <Badge value={observation.severity} />
            </td>
            <td>
              <Badge value={observation.governanceResponse} />{' '}
              <Badge value={`band-${observation.band}`} label={BAND_LABELS[observation.band]} />
            </td>
            <td>{observation.confidence}</td>
            <td>
              {observation.runId ? (
                <Link href={`/runs/${observation.runId}`}>
                  <code>{observation.runId.slice(0, 8)}</code>
                </Link>
              ) : (
                <span className="muted">—</span>
              )}
            </td>
            <td className="wide">
              <Excerpts evidence={observation.evidence} limit={1} />
            </td>
            {props.actions && <td className="review-cell">{props.actions(observation)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
