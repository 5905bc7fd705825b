import { describe, expect, it } from "vitest";
import { VisitorMailTally } from "./visitor-mail-tally.ts";

const HOUR = 60 * 60 * 1000;
const start = Date.UTC(2031, 2, 3, 15);

describe("VisitorMailTally", () => {
  it("counts the mail of the 24 hours up to now, per mailbox and in all", () => {
    const tally = new VisitorMailTally([
      { key: "ada@acme.example", at: start },
      { key: "bob@acme.example", at: start + HOUR },
      { key: null, at: start + 2 * HOUR },
    ]);
    tally.record("ada@acme.example", start + 3 * HOUR);
    expect(tally.count("ada@acme.example", start + 3 * HOUR)).toEqual({ toAddress: 2, total: 4 });
    expect(tally.count("eve@acme.example", start + 3 * HOUR)).toEqual({ toAddress: 0, total: 4 });
  });

  it("leaves out mail exactly 24 hours old, and mail queued after now", () => {
    const tally = new VisitorMailTally([
      { key: "ada@acme.example", at: start },
      { key: "ada@acme.example", at: start + 30 * HOUR },
    ]);
    expect(tally.count("ada@acme.example", start + 24 * HOUR)).toEqual({ toAddress: 0, total: 0 });
    expect(tally.count("ada@acme.example", start + 30 * HOUR)).toEqual({ toAddress: 1, total: 1 });
  });

  it("keeps counting right when mail is recorded out of order and old mail is forgotten", () => {
    const tally = new VisitorMailTally();
    tally.record("ada@acme.example", start + 2 * HOUR);
    tally.record("bob@acme.example", start);
    tally.record("ada@acme.example", start + HOUR);
    expect(tally.count("ada@acme.example", start + 2 * HOUR)).toEqual({ toAddress: 2, total: 3 });
    // A day later the first two are out of the window; what is left still counts per mailbox.
    expect(tally.count("ada@acme.example", start + 25 * HOUR + 1)).toEqual({ toAddress: 1, total: 1 });
    expect(tally.count("bob@acme.example", start + 25 * HOUR + 1)).toEqual({ toAddress: 0, total: 1 });
    tally.record("bob@acme.example", start + 25 * HOUR + 2);
    expect(tally.count("bob@acme.example", start + 25 * HOUR + 2)).toEqual({ toAddress: 1, total: 2 });
  });

  it("still counts right for a request stamped a moment before the latest one counted", () => {
    const tally = new VisitorMailTally([{ key: "ada@acme.example", at: start }]);
    expect(tally.count("ada@acme.example", start + 24 * HOUR + 1000)).toEqual({ toAddress: 0, total: 0 });
    // Stamped two seconds earlier, its window still holds the first mail.
    expect(tally.count("ada@acme.example", start + 24 * HOUR - 1000)).toEqual({ toAddress: 1, total: 1 });
  });
});
