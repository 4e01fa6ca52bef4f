import { PatternDetectedEvent } from '../observation/events/pattern-detected.event';
import { serializePayload, webhookWants } from './payload';
import type { Severity } from '../observation/detection/catalogue';

describe('pattern.detected payload', () => {
  const event = new PatternDetectedEvent(
    'org-1',
    '0b0c1e2a-1111-4222-8333-944455556666',
    'a-1',
    'r-1',
    'build',
    {
      id: 'BP-001',
      name: 'Fabricated context',
      severity: 'P1',
      category: 'Integrity',
      reasoning: 'why',
      governanceResponse: 'HALT',
      extra: 'never sent',
    } as PatternDetectedEvent['pattern'],
    0.82,
    2,
    new Date('2026-11-22T12:34:56.789Z'),
  );

  it('has exactly the documented fields, in order, and no matched text', () => {
    expect(serializePayload(event)).toBe(
      '{"event":"pattern.detected","observationId":"0b0c1e2a-1111-4222-8333-944455556666",' +
        '"timestamp":"2026-11-22T12:34:56.789Z","agentId":"a-1","runId":"r-1","currentGate":"build",' +
        '"pattern":{"id":"BP-001","name":"Fabricated context","severity":"P1","category":"Integrity",' +
        '"reasoning":"why","governanceResponse":"HALT"},' +
        '"detection":{"confidence":0.82,"layer":"regex","matchCount":2}}',
    );
  });

  const all: Severity[] = ['P1', 'P2', 'P3', 'ADV'];
  it.each([
    ['P1', ['P1', 'P2'], true],
    ['P1', ['P2'], true],
    ['P1', [], true],
    ['P2', ['P1', 'P2'], true],
    ['P2', ['P1'], false],
    ['P2', [], false],
    ['P3', all, false],
    ['ADV', all, false],
  ] as [string, Severity[], boolean][])(
    'a %s detection goes to a webhook with events %j: %s',
    (severity, events, wanted) => {
      expect(webhookWants(events, severity)).toBe(wanted);
    },
  );
});
