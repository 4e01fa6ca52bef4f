import type { RunEntity } from './entities/run.entity';
import { RunCache } from './run-cache';

const ORG = '00000000-0000-4000-8000-000000000001';
const AGENT = '00000000-0000-4000-8000-0000000000a1';
const OTHER = '00000000-0000-4000-8000-0000000000a2';

function run(id: string, eventCount: number, currentGate: RunEntity['currentGate'] = 'plan') {
  const at = new Date('2026-11-28T00:00:00.000Z');
  return {
    id,
    orgId: ORG,
    agentId: AGENT,
    status: 'in_progress',
    currentGate,
    metadata: {},
    policy: { requireDistinctApprover: false, enforcement: 'enforce' },
    eventCount,
    awaitingDecision: false,
    startedAt: at,
    completedAt: null,
    cancelledAt: null,
    createdAt: at,
  } satisfies RunEntity;
}

describe('RunCache', () => {
  it('shows a run only to a scope that may see it', () => {
    const cache = new RunCache();
    cache.set(run('r1', 0));
    expect(cache.get({ orgId: ORG, agentId: null }, 'r1')?.id).toBe('r1');
    expect(cache.get({ orgId: ORG, agentId: AGENT }, 'r1')?.id).toBe('r1');
    expect(cache.get({ orgId: ORG, agentId: OTHER }, 'r1')).toBeUndefined();
    expect(cache.get({ orgId: OTHER, agentId: null }, 'r1')).toBeUndefined();
    expect(cache.get({ orgId: ORG, agentId: null }, 'r2')).toBeUndefined();
  });

  it('never replaces a run with an older state of it, and drops what it is told to forget', () => {
    const cache = new RunCache();
    const scope = { orgId: ORG, agentId: null };
    cache.set(run('r1', 2, 'review_eng'));
    cache.set(run('r1', 1, 'build'));
    expect(cache.get(scope, 'r1')).toMatchObject({ eventCount: 2, currentGate: 'review_eng' });
    cache.set(run('r1', 3, 'remediate'));
    expect(cache.get(scope, 'r1')).toMatchObject({ eventCount: 3, currentGate: 'remediate' });
    cache.forget('r1');
    expect(cache.get(scope, 'r1')).toBeUndefined();
  });

  it('holds the run without what held it when it was shown', () => {
    const cache = new RunCache();
    cache.set({ ...run('r1', 1), blockers: [] } as RunEntity);
    expect(cache.get({ orgId: ORG, agentId: null }, 'r1')).not.toHaveProperty('blockers');
  });

  it('holds at most 5,000 runs, dropping the least recently written first', () => {
    const cache = new RunCache();
    const scope = { orgId: ORG, agentId: null };
    for (let i = 0; i < 5_000; i++) cache.set(run(`r${i}`, 0));
    cache.set(run('r0', 1));
    cache.set(run('r5000', 0));
    expect(cache.get(scope, 'r0')).toBeDefined();
    expect(cache.get(scope, 'r1')).toBeUndefined();
    expect(cache.get(scope, 'r2')).toBeDefined();
    expect(cache.get(scope, 'r5000')).toBeDefined();
  });
});

describe('RunCache: memory', () => {
  const scope = { orgId: ORG, agentId: null };
  const withMetadata = (id: string, chars: number) => ({
    ...run(id, 0),
    metadata: { note: 'x'.repeat(chars) },
  });

  it('does not hold a run with more than 64 KB of metadata', () => {
    const cache = new RunCache();
    cache.set(withMetadata('big', 70 * 1024));
    cache.set(withMetadata('small', 1024));
    expect(cache.get(scope, 'big')).toBeUndefined();
    expect(cache.get(scope, 'small')).toBeDefined();
  });

  it('holds at most 8 M characters of metadata in all, dropping the oldest runs first', () => {
    const cache = new RunCache();
    // 200 runs of 60 K characters: 12 M in all, so the oldest third goes.
    for (let i = 0; i < 200; i++) cache.set(withMetadata(`r${i}`, 60 * 1024));
    const held = Array.from({ length: 200 }, (_, i) => cache.get(scope, `r${i}`) !== undefined);
    const kept = held.filter(Boolean).length;
    expect(kept).toBeLessThanOrEqual(Math.floor((8 * 1024 * 1024) / (60 * 1024 + 11)));
    expect(kept).toBeGreaterThan(120);
    expect(held.slice(200 - kept).every(Boolean)).toBe(true);
    expect(held.slice(0, 200 - kept).some(Boolean)).toBe(false);
  });
});
