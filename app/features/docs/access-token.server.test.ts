import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generatePhrase,
  normalizePhrase,
  phraseFingerprint,
  phrasesMatch,
  signAccessToken,
  verifyAccessToken,
} from "./access-token.server.ts";

describe("phrasesMatch", () => {
  it("accepts the phrase whatever its case and surrounding whitespace", () => {
    expect(phrasesMatch("trust but verify", "trust but verify")).toBe(true);
    expect(phrasesMatch("  TRUST But Verify\t\n", "trust but verify")).toBe(true);
    expect(phrasesMatch("trust but verify", "  Trust But Verify ")).toBe(true);
  });

  it("refuses anything else, including inner whitespace changes and prefixes", () => {
    expect(phrasesMatch("trust  but verify", "trust but verify")).toBe(false);
    expect(phrasesMatch("trust but", "trust but verify")).toBe(false);
    expect(phrasesMatch("trust but verify!", "trust but verify")).toBe(false);
  });

  it("never matches an empty or blank entry", () => {
    expect(phrasesMatch("", "")).toBe(false);
    expect(phrasesMatch("   ", " ")).toBe(false);
    expect(phrasesMatch("", "trust but verify")).toBe(false);
  });

  it("agrees with comparing the normalized strings", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const expected = normalizePhrase(a) === normalizePhrase(b) && normalizePhrase(a) !== "";
        expect(phrasesMatch(a, b)).toBe(expected);
      }),
    );
  });
});

describe("access tokens", () => {
  const input = { key: "k".repeat(43), fingerprint: phraseFingerprint("trust but verify") };
  const day = 24 * 60 * 60;
  const issuedAt = 1_750_000_000;

  it("verifies a token it signed, until it is too old", () => {
    const token = signAccessToken(input, issuedAt);
    expect(token).toMatch(/^1750000000\.[A-Za-z0-9_-]{43}$/);
    expect(verifyAccessToken(token, input, issuedAt, 30 * day)).toBe(true);
    expect(verifyAccessToken(token, input, issuedAt + 30 * day, 30 * day)).toBe(true);
    expect(verifyAccessToken(token, input, issuedAt + 30 * day + 1, 30 * day)).toBe(false);
  });

  it("refuses a token from the future beyond a minute of clock skew", () => {
    const token = signAccessToken(input, issuedAt + 60);
    expect(verifyAccessToken(token, input, issuedAt, day)).toBe(true);
    expect(verifyAccessToken(signAccessToken(input, issuedAt + 61), input, issuedAt, day)).toBe(false);
  });

  it("refuses a token signed with another key", () => {
    const token = signAccessToken({ ...input, key: "another key" }, issuedAt);
    expect(verifyAccessToken(token, input, issuedAt, day)).toBe(false);
  });

  it("refuses every token once the phrase changes, but not for a change of case", () => {
    const token = signAccessToken(input, issuedAt);
    expect(verifyAccessToken(token, { ...input, fingerprint: phraseFingerprint("a new phrase") }, issuedAt, day)).toBe(false);
    expect(verifyAccessToken(token, { ...input, fingerprint: phraseFingerprint(" Trust But Verify ") }, issuedAt, day)).toBe(true);
  });

  it("refuses a token whose date was moved to extend it", () => {
    const token = signAccessToken(input, issuedAt);
    const moved = token.replace(/^\d+/, String(issuedAt + day));
    expect(verifyAccessToken(moved, input, issuedAt + day, day)).toBe(false);
  });

  it("refuses missing and malformed values without throwing", () => {
    for (const value of [undefined, "", "1", "abc.def", `${issuedAt}.`, `${issuedAt}.${"A".repeat(42)}`, `-1.${"A".repeat(43)}`]) {
      expect(verifyAccessToken(value, input, issuedAt, day)).toBe(false);
    }
    fc.assert(fc.property(fc.string(), (value) => !verifyAccessToken(value, input, issuedAt, day)));
  });
});

describe("generatePhrase", () => {
  it("makes readable, distinct phrases that survive normalisation", () => {
    const phrases = Array.from({ length: 50 }, generatePhrase);
    for (const phrase of phrases) {
      expect(phrase).toMatch(/^[a-hj-km-np-z2-9]{5}(-[a-hj-km-np-z2-9]{5}){3}$/);
      expect(normalizePhrase(phrase)).toBe(phrase);
    }
    expect(new Set(phrases).size).toBe(phrases.length);
  });
});
