import { describe, expect, it } from "vitest";
import { createTurnQueue, QueueFull } from "./turn-queue.ts";

/** A job that runs until its `finish` is called, recording when it started. */
function job(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${name}`);
      await done;
      log.push(`end ${name}`);
      return name;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("createTurnQueue", () => {
  it("runs one job at a time, the waiting ones in order, and turns away those past the queue's length", async () => {
    const queue = createTurnQueue({ maxWaiting: 2 });
    const log: string[] = [];
    const [a, b, c, d] = ["a", "b", "c", "d"].map((name) => job(log, name));
    const results = [queue.run(a!.work), queue.run(b!.work), queue.run(c!.work)];
    await expect(queue.run(d!.work)).rejects.toBeInstanceOf(QueueFull);
    await tick();
    expect(log).toEqual(["start a"]);
    expect(queue.size()).toEqual({ running: 1, waiting: 2 });

    a!.finish();
    await tick();
    expect(log).toEqual(["start a", "end a", "start b"]);
    b!.finish();
    await tick();
    c!.finish();
    expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
    expect(log).toEqual(["start a", "end a", "start b", "end b", "start c", "end c"]);
    expect(queue.size()).toEqual({ running: 0, waiting: 0 });
  });

  it("frees the turn when a job fails, and lets a waiting job whose request went away leave the queue", async () => {
    const queue = createTurnQueue({ maxWaiting: 2 });
    const log: string[] = [];
    const failing = queue.run(async () => {
      await tick();
      throw new Error("broken image");
    });
    const gone = new AbortController();
    const left = queue.run(async () => log.push("never runs"), gone.signal);
    const after = job(log, "after");
    const kept = queue.run(after.work);
    gone.abort(new Error("client closed"));
    await expect(left).rejects.toThrow("client closed");
    await expect(failing).rejects.toThrow("broken image");
    await tick();
    after.finish();
    expect(await kept).toBe("after");
    expect(log).toEqual(["start after", "end after"]);
  });
});
