import { RepeatingTask } from './repeating-task';

describe('RepeatingTask', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs at once, then the interval after each run ends, never two at a time', async () => {
    let runs = 0;
    let finish: () => void = () => undefined;
    const task = new RepeatingTask(
      () =>
        new Promise<void>((resolve) => {
          runs++;
          finish = resolve;
        }),
      1000,
    );
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(5000); // the first run has not ended: no second one
    expect(runs).toBe(1);
    finish();
    await jest.advanceTimersByTimeAsync(999);
    expect(runs).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(runs).toBe(2);
    finish();
    await task.stop();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(runs).toBe(2);
  });

  it('stop waits for the run in progress', async () => {
    let finish: () => void = () => undefined;
    const task = new RepeatingTask(() => new Promise<void>((resolve) => (finish = resolve)), 1000);
    task.start();
    await jest.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = task.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
  });
});
