import { Link } from 'wouter';
import type { Schemas } from '../api/client';
import { Excerpts } from './excerpt';
import { Badge, Table, Time } from './ui';
import type { ReactNode } from 'react';

type Observation = Schemas['ObservationResponse'];

export function ObservationsTable(props: {
  observations: Observation[];
  actions?: (observation: Observation) => ReactNode;
}) {
  return (
    <Table label="Observations">
      <thead>
        <tr>
          <th scope="col">Detected</th>
          <th scope="col">Pattern</th>
          <th scope="col">Severity</th>
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
              <strong>{observation.patternId}</strong> {observation.patternName}
            </td>
            <td>
              <Badge value={observation.severity} />
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
            {props.actions && <td>{props.actions(observation)}</td>}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
