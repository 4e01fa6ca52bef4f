import { InflightBudget } from './inflight-budget';

describe('InflightBudget', () => {
  it('admits bodies while they fit and again once released', () => {
    const budget = new InflightBudget(100);
    expect(budget.tryReserve(60)).toBe(true);
    expect(budget.tryReserve(40)).toBe(true);
    expect(budget.tryReserve(1)).toBe(false);
    budget.release(60);
    expect(budget.tryReserve(50)).toBe(true);
  });

  it('admits one body larger than the whole budget when nothing else is in flight', () => {
    const budget = new InflightBudget(100);
    expect(budget.tryReserve(500)).toBe(true);
    expect(budget.tryReserve(1)).toBe(false);
    budget.release(500);
    expect(budget.tryReserve(1)).toBe(true);
  });
});
