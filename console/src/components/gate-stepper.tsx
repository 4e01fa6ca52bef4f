import type { Schemas } from '../api/client';
import { GATE_LABELS, GATES } from '../lib/gates';

/** The six gates in order: passed ones ticked, the current one marked (aria-current="step"). */
export function GateStepper({ run }: { run: Schemas['RunResponse'] }) {
  const current = GATES.indexOf(run.currentGate);
  const done = run.status === 'completed';
  return (
    <ol className="stepper" aria-label="Gates">
      {GATES.map((gate, index) => {
        const state =
          done || index < current ? 'passed' : index === current ? 'current' : 'upcoming';
        return (
          <li
            key={gate}
            className={`step step-${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="step-mark" aria-hidden="true">
              {state === 'passed' ? '✓' : index + 1}
            </span>
            <span className="step-label">{GATE_LABELS[gate]}</span>
            <span className="visually-hidden">
              {state === 'passed' ? ' (passed)' : state === 'current' ? ' (current)' : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
