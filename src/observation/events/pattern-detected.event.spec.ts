import { PatternDetectedEvent } from './pattern-detected.event';

describe('pattern.detected outbox row', () => {
  const event = new PatternDetectedEvent({
    orgId: 'org-1',
    observationId: '0b0c1e2a-1111-4222-8333-944455556666',
    agentId: 'a-1',
    runId: 'r-1',
    currentGate: 'build',
    pattern: {
      id: 'BP-001',
      name: 'Fabricated context',
      severity: 'P1',
      category: 'Integrity',
      reasoning: 'why',
      governanceResponse: 'HALT',
      extra: 'never sent',
    } as PatternDetectedEvent['pattern'],
    confidence: 0.82,
    band: 'enforce',
    layer: 'regex',
    matchCount: 2,
    detectedAt: new Date('2026-11-22T12:34:56.789Z'),
  });

  it('has exactly the documented fields, in order, and no matched text', () => {
    expect(event.toOutbox().payload).toBe(
      '{"event":"pattern.detected","observationId":"0b0c1e2a-1111-4222-8333-944455556666",' +
        '"timestamp":"2026-11-22T12:34:56.789Z","agentId":"a-1","runId":"r-1","currentGate":"build",' +
        '"pattern":{"id":"BP-001","name":"Fabricated context","severity":"P1","category":"Integrity",' +
        '"reasoning":"why","governanceResponse":"HALT"},' +
        '"detection":{"confidence":0.82,"band":"enforce","layer":"regex","matchCount":2}}',
    );
  });

  it('is filed under the detection, its run and severity', () => {
    expect(event.toOutbox()).toMatchObject({
      orgId: 'org-1',
      type: 'pattern.detected',
      severity: 'P1',
      observationId: '0b0c1e2a-1111-4222-8333-944455556666',
      runId: 'r-1',
    });
  });
});
