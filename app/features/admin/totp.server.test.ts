// The authenticator app's codes (RFC 6238): one step either side of now, nothing further, and no
// step at or before the last one used.
import { generate, generateSecret } from "otplib";
import { describe, expect, it } from "vitest";
import { matchTotp, normalizeTotpCode } from "./totp.server.ts";

const secret = generateSecret();
// The start of a step, so "one step later" is exactly 30 s on.
const now = new Date(Date.UTC(2026, 10, 27, 9, 0, 0));
const epoch = now.getTime() / 1000;
const step = epoch / 30;
const codeAt = (offsetSteps: number) => generate({ secret, epoch: epoch + offsetSteps * 30 });

describe("matchTotp", () => {
  it("takes the current code and one step either side, naming the step it matched", async () => {
    expect(await matchTotp(secret, await codeAt(0), { now })).toBe(step);
    expect(await matchTotp(secret, await codeAt(-1), { now })).toBe(step - 1);
    expect(await matchTotp(secret, await codeAt(1), { now })).toBe(step + 1);
  });

  it("refuses codes two steps away, another secret's code, and nonsense", async () => {
    expect(await matchTotp(secret, await codeAt(-2), { now })).toBeNull();
    expect(await matchTotp(secret, await codeAt(2), { now })).toBeNull();
    expect(await matchTotp(generateSecret(), await codeAt(0), { now })).toBeNull();
  });

  it("refuses the last used step and any before it, but not a later one", async () => {
    expect(await matchTotp(secret, await codeAt(0), { now, after: step })).toBeNull();
    expect(await matchTotp(secret, await codeAt(-1), { now, after: step - 1 })).toBeNull();
    expect(await matchTotp(secret, await codeAt(1), { now, after: step })).toBe(step + 1);
  });
});

describe("normalizeTotpCode", () => {
  it("drops the spaces or dash apps show, and refuses anything but six digits", () => {
    expect(normalizeTotpCode("123 456")).toBe("123456");
    expect(normalizeTotpCode("123-456")).toBe("123456");
    expect(normalizeTotpCode("12345")).toBeNull();
    expect(normalizeTotpCode("12345a")).toBeNull();
    expect(normalizeTotpCode(undefined)).toBeNull();
  });
});
