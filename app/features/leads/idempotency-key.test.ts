import { describe, expect, it } from "vitest";
import { createAttemptKeys, newIdempotencyKey } from "./idempotency-key.ts";

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("idempotency keys", () => {
  it("are v4 UUIDs, also without crypto.randomUUID", () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const original = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const key = newIdempotencyKey();
      expect(key).toMatch(UUID_V4);
      expect(newIdempotencyKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: original, configurable: true });
    }
  });

  it("repeat for a retry of the same body and change when the body or the outcome changes", () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor({ email: "a@corp.example" });
    expect(keys.keyFor({ email: "a@corp.example" })).toBe(first);
    const edited = keys.keyFor({ email: "b@corp.example" });
    expect(edited).not.toBe(first);
    keys.settle();
    expect(keys.keyFor({ email: "b@corp.example" })).not.toBe(edited);
  });
});
