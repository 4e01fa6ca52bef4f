import { webhookWants } from './payload';
import type { Severity } from '../observation/detection/catalogue';

describe('pattern.detected delivery filter', () => {
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
