import { describe, expect, it } from 'vitest';
import { createTaskLimiter } from '../../server/documents/task-limiter.ts';

/** A task that runs until its release() is called. */
function gate() {
  let release!: () => void;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, done };
}

describe('task limiter', () => {
  it('runs at most `concurrency` tasks, queues up to `maxQueued`, refuses past that, and drains in order', async () => {
    const run = createTaskLimiter({ concurrency: 2, maxQueued: 1 });
    let active = 0;
    let peak = 0;
    const order: number[] = [];
    const gates = [gate(), gate(), gate()];
    const task = (index: number) => () => {
      active += 1;
      peak = Math.max(peak, active);
      order.push(index);
      return gates[index]!.done.then(() => {
        active -= 1;
        return index;
      });
    };
    const results = [run(task(0)), run(task(1)), run(task(2))];
    expect(await run(task(0))).toBe('overloaded');
    expect(order).toEqual([0, 1]);
    gates[0]!.release();
    expect(await results[0]).toBe(0);
    // The freed slot went to the queued task, not to a newcomer: one more now waits in the queue.
    const late = run(async () => 'late');
    gates[1]!.release();
    gates[2]!.release();
    expect(await Promise.all([...results, late])).toEqual([0, 1, 2, 'late']);
    expect(order).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
  });

  it('frees the slot of a task that fails', async () => {
    const run = createTaskLimiter({ concurrency: 1, maxQueued: 0 });
    await expect(run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await run(async () => 'next')).toBe('next');
  });
});
