// One piece of costly work at a time in this process, the next few waiting their turn in order and
// the rest turned away at once (their caller answers 429): the work's memory and CPU are those of
// one job, however many requests ask for it together.

/** No turn could be had: the queue is full. */
export class QueueFull extends Error {
  constructor() {
    super("the queue is full");
  }
}

export type TurnQueue = {
  /**
   * Runs `work` when its turn comes: now when nothing runs, else after the jobs already waiting.
   * Throws QueueFull when `maxWaiting` jobs already wait; a job whose `signal` aborts while it
   * waits leaves the queue (and rejects with the signal's reason).
   */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Jobs running (0 or 1) and waiting, now. */
  size(): { running: number; waiting: number };
};

export function createTurnQueue({ maxWaiting }: { maxWaiting: number }): TurnQueue {
  let running = false;
  const waiting: Array<() => void> = [];

  const next = () => {
    const start = waiting.shift();
    if (start) start();
    else running = false;
  };

  const turn = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (!running) {
        running = true;
        return resolve();
      }
      if (waiting.length >= maxWaiting) return reject(new QueueFull());
      signal?.throwIfAborted();
      const leave = () => {
        const index = waiting.indexOf(start);
        if (index >= 0) waiting.splice(index, 1);
        reject(signal!.reason);
      };
      const start = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(start);
    });

  return {
    async run(work, signal) {
      await turn(signal);
      try {
        return await work();
      } finally {
        next();
      }
    },
    size: () => ({ running: running ? 1 : 0, waiting: waiting.length }),
  };
}
