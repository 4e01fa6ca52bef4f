import { resolveActor } from './actor';
import type { AuthContext } from './auth-context';

const unbound: AuthContext = {
  orgId: 'org',
  keyId: 'key',
  role: 'reviewer',
  agentId: null,
  actor: null,
};
const bound: AuthContext = { ...unbound, actor: 'alice@acme.example' };

describe('resolveActor', () => {
  it('uses the bound actor when the request names none', () => {
    expect(resolveActor(bound, undefined)).toBe('alice@acme.example');
  });

  it('accepts a request naming the bound actor', () => {
    expect(resolveActor(bound, 'alice@acme.example')).toBe('alice@acme.example');
  });

  it('refuses a bound key naming another actor with ACTOR_MISMATCH', () => {
    expect(() => resolveActor(bound, 'bob')).toThrow(
      expect.objectContaining({ code: 'ACTOR_MISMATCH', kind: 'forbidden' }),
    );
  });

  it('lets an unbound key name any actor', () => {
    expect(resolveActor(unbound, 'bob')).toBe('bob');
  });

  it('requires an unbound key to name an actor', () => {
    expect(() => resolveActor(unbound, undefined)).toThrow(
      expect.objectContaining({ code: 'ACTOR_REQUIRED', kind: 'invalid' }),
    );
  });
});
