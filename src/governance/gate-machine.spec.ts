import {
  cancel,
  Gate,
  GATE_ACTIONS,
  GateAction,
  GATES,
  resume,
  RUN_STATUSES,
  RunStatus,
  transition,
} from './gate-machine';

/** SPEC §6, written out row by row: [current gate, action, next gate (null = complete)]. */
const IN_PROGRESS_TABLE: [Gate, GateAction, Gate | null][] = [
  ['plan', 'submitted', 'plan'],
  ['plan', 'approved', 'build'],
  ['plan', 'rejected', 'plan'],
  ['build', 'submitted', 'build'],
  ['build', 'approved', 'review_eng'],
  ['build', 'rejected', 'build'],
  ['review_eng', 'submitted', 'review_eng'],
  ['review_eng', 'approved', 'remediate'],
  ['review_eng', 'rejected', 'remediate'],
  ['remediate', 'submitted', 'remediate'],
  ['remediate', 'approved', 'review_arch'],
  ['remediate', 'rejected', 'remediate'],
  ['review_arch', 'submitted', 'review_arch'],
  ['review_arch', 'approved', 'approve'],
  ['review_arch', 'rejected', 'remediate'],
  ['approve', 'submitted', 'approve'],
  ['approve', 'approved', null],
  ['approve', 'rejected', 'remediate'],
];

const FINISHED: RunStatus[] = ['completed', 'cancelled'];
const EVERY_GATE_AND_ACTION: [Gate, GateAction][] = GATES.flatMap((gate) =>
  GATE_ACTIONS.map((action): [Gate, GateAction] => [gate, action]),
);

describe('gate machine', () => {
  it('orders the gates plan, build, review_eng, remediate, review_arch, approve', () => {
    expect(GATES).toEqual(['plan', 'build', 'review_eng', 'remediate', 'review_arch', 'approve']);
    expect(GATE_ACTIONS).toEqual(['submitted', 'approved', 'rejected']);
    expect(RUN_STATUSES).toEqual(['in_progress', 'halted', 'completed', 'cancelled']);
  });

  it('has a row for every gate and action of a run in progress', () => {
    expect(IN_PROGRESS_TABLE.map(([gate, action]) => [gate, action])).toEqual(
      EVERY_GATE_AND_ACTION,
    );
  });

  it.each(IN_PROGRESS_TABLE.filter(([, , next]) => next !== null))(
    'in progress at %s, %s leads to %s and keeps the run in progress',
    (gate, action, next) => {
      expect(transition(gate, 'in_progress', action)).toEqual({
        ok: true,
        nextGate: next,
        currentGate: next,
        status: 'in_progress',
        isComplete: false,
      });
    },
  );

  it('approving the approve gate completes the run with no next gate', () => {
    expect(transition('approve', 'in_progress', 'approved')).toEqual({
      ok: true,
      nextGate: null,
      currentGate: 'approve',
      status: 'completed',
      isComplete: true,
    });
  });

  it.each(FINISHED.flatMap((status) => EVERY_GATE_AND_ACTION.map(([g, a]) => [status, g, a])))(
    'refuses any transition on a %s run (at %s, %s) with RUN_FINISHED',
    (status, gate, action) => {
      expect(transition(gate as Gate, status as RunStatus, action as GateAction)).toEqual({
        ok: false,
        error: 'RUN_FINISHED',
      });
    },
  );

  it.each(EVERY_GATE_AND_ACTION)(
    'refuses any transition on a halted run (at %s, %s) with RUN_HALTED',
    (gate, action) => {
      expect(transition(gate, 'halted', action)).toEqual({ ok: false, error: 'RUN_HALTED' });
    },
  );

  it('walks every gate in order when each is approved once', () => {
    let gate: Gate | null = 'plan';
    const visited: Gate[] = [];
    while (gate !== null) {
      visited.push(gate);
      const result = transition(gate, 'in_progress', 'approved');
      if (!result.ok) throw new Error('unexpected refusal');
      gate = result.nextGate;
    }
    expect(visited).toEqual([...GATES]);
  });

  describe('cancel', () => {
    it('cancels a run in progress', () => {
      expect(cancel('in_progress')).toEqual({ ok: true, status: 'cancelled' });
    });

    it('cancels a halted run', () => {
      expect(cancel('halted')).toEqual({ ok: true, status: 'cancelled' });
    });

    it.each(FINISHED)('refuses to cancel a %s run with RUN_FINISHED', (status) => {
      expect(cancel(status)).toEqual({ ok: false, error: 'RUN_FINISHED' });
    });
  });

  describe('resume', () => {
    it('puts a halted run back in progress', () => {
      expect(resume('halted')).toEqual({ ok: true, status: 'in_progress' });
    });

    it.each(['in_progress', ...FINISHED] as RunStatus[])(
      'refuses to resume a %s run with RUN_NOT_HALTED',
      (status) => {
        expect(resume(status)).toEqual({ ok: false, error: 'RUN_NOT_HALTED' });
      },
    );
  });
});
