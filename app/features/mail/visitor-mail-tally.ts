// A count of the visitor mail queued in a sliding 24 hours, per mailbox and in all, kept in memory.
//
// The embedded database has one owner process (decision 025) and runs one transaction at a time,
// so what that process queued is all the visitor mail there is: checking the caps against this
// tally is exact, and costs no query inside a lead's transaction (outbox.server.ts).

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * How far behind the latest window a later count may still look: requests take their time before
 * their transaction's turn, so one stamped a moment earlier may count after a later one.
 */
const LATE_COUNT_MS = 60 * 1000;

/** One queued visitor mail: its mailbox key (none once erased) and when it was queued (ms). */
export type TalliedMail = { key: string | null; at: number };

/** Index of the first time in ascending `times` that is greater than `time`. */
function countUpTo(times: number[], time: number): number {
  let [low, high] = [0, times.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (times[middle]! <= time) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Inserts `time` into ascending `times` (nearly always at the end: mail is queued as time goes on). */
function insertTime(times: number[], time: number) {
  times.splice(countUpTo(times, time), 0, time);
}

export class VisitorMailTally {
  /** When each tallied mail was queued, ascending, and its mailbox key at the same index. */
  private readonly times: number[] = [];
  private readonly keys: Array<string | null> = [];
  /** Per mailbox key, the times of its mail, ascending. */
  private readonly byKey = new Map<string, number[]>();
  private forgottenUpTo = -Infinity;

  constructor(mail: Iterable<TalliedMail> = []) {
    for (const entry of mail) this.record(entry.key, entry.at);
  }

  /** Mail queued in the 24 hours up to `now`: to `key`, and in all. */
  count(key: string, now: number): { toAddress: number; total: number } {
    const since = now - DAY_MS;
    this.forgetUpTo(since - LATE_COUNT_MS);
    const within = (times: number[]) => countUpTo(times, now) - countUpTo(times, since);
    return { toAddress: within(this.byKey.get(key) ?? []), total: within(this.times) };
  }

  record(key: string | null, at: number) {
    const position = countUpTo(this.times, at);
    this.times.splice(position, 0, at);
    this.keys.splice(position, 0, key);
    if (key === null) return;
    const times = this.byKey.get(key) ?? [];
    insertTime(times, at);
    this.byKey.set(key, times);
  }

  /**
   * Drops mail queued up to `time`, which no window asks about any more: a process's clock moves
   * forward (give or take LATE_COUNT_MS between requests).
   */
  private forgetUpTo(time: number) {
    this.forgottenUpTo = Math.max(this.forgottenUpTo, time);
    while (this.times.length > 0 && this.times[0]! <= this.forgottenUpTo) {
      this.times.shift();
      const key = this.keys.shift();
      if (key === undefined || key === null) continue;
      const times = this.byKey.get(key)!;
      times.shift();
      if (times.length === 0) this.byKey.delete(key);
    }
  }
}
