// At most `concurrency` CPU-heavy tasks at once (image encodes, document renders), the rest waiting in a bounded
// queue: past `maxQueued` waiting, a task is refused at once ('overloaded', answered as a 503), so a burst
// cannot pile up work that would finish after its visitors gave up.

export type TaskLimiter = <T>(task: () => Promise<T>) => Promise<T | 'overloaded'>;

export function createTaskLimiter({
  concurrency,
  maxQueued,
}: {
  concurrency: number;
  maxQueued: number;
}): TaskLimiter {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T | 'overloaded'> {
    if (running < concurrency) running += 1;
    else if (waiting.length >= maxQueued) return 'overloaded';
    // A finishing task hands its slot straight to the first waiting one, so no newcomer slips in between.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
