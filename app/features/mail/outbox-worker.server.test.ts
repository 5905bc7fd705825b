import { describe, expect, it } from "vitest";
import { backoffDelay } from "./outbox-worker.server.ts";
import { isPermanentMailError } from "./send-email.server.ts";

describe("outbox backoff", () => {
  const options = { backoffBaseMs: 30_000, backoffMaxMs: 3_600_000 };
  it("doubles per failed attempt and stops at the cap", () => {
    expect([1, 2, 3, 4].map((n) => backoffDelay(n, options, () => 0))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(backoffDelay(20, options, () => 0)).toBe(3_600_000);
  });
  it("adds at most 10% jitter so workers don't retry in lockstep", () => {
    expect(backoffDelay(1, options, () => 0.999)).toBeLessThanOrEqual(33_000);
  });
});

describe("permanent mail errors", () => {
  it("are rejections of the recipient or the message, not connection or auth trouble", () => {
    expect(isPermanentMailError({ code: "EENVELOPE", responseCode: 550, permanent: true })).toBe(true);
    expect(isPermanentMailError({ code: "EMESSAGE", responseCode: 554, permanent: true })).toBe(true);
    expect(isPermanentMailError({ code: "EENVELOPE", responseCode: 451, permanent: false })).toBe(false);
    expect(isPermanentMailError({ code: "EAUTH", responseCode: 535, permanent: true })).toBe(false);
    expect(isPermanentMailError({ code: "ESOCKET" })).toBe(false);
    expect(isPermanentMailError(null)).toBe(false);
  });
});
