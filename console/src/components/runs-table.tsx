import { Link } from 'wouter';
import type { Schemas } from '../api/client';
import { GATE_LABELS } from '../lib/gates';
import { AgentLink } from './agent-select';
import { Badge, Table, Time } from './ui';

/** `compact`: the columns a summary needs (no start time), for the overview's cards. */
export function RunsTable(props: {
  runs: Schemas['RunResponse'][];
  showAgent?: boolean;
  compact?: boolean;
}) {
  return (
    <Table label="Runs">
      <thead>
        <tr>
          <th scope="col">Run</th>
          {props.showAgent && <th scope="col">Agent</th>}
          <th scope="col">Status</th>
          <th scope="col">Current gate</th>
          <th scope="col">Blockers</th>
          {!props.compact && <th scope="col">Started</th>}
        </tr>
      </thead>
      <tbody>
        {props.runs.map((run) => (
          <tr key={run.id}>
            <td>
              <Link href={`/runs/${run.id}`} aria-label={`Run ${run.id}`}>
                <code>{run.id.slice(0, 8)}</code>
              </Link>
            </td>
            {props.showAgent && (
              <td>
                <AgentLink id={run.agentId} />
              </td>
            )}
            <td>
              <Badge value={run.status} />
            </td>
            <td>{GATE_LABELS[run.currentGate]}</td>
            <td>{blockerCount(run)}</td>
            {!props.compact && (
              <td>
                <Time value={run.startedAt} />
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

function blockerCount(run: Schemas['RunResponse']) {
  const count = run.blockers.length;
  if (count === 0) return <span className="muted">none</span>;
  return <strong>{count === 1 ? '1 finding' : `${count} findings`}</strong>;
}
