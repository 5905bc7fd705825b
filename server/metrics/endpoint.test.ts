import { describe, expect, it } from "vitest";
import { bearerMatches } from "./endpoint.ts";

describe("bearerMatches", () => {
  const token = "0123456789abcdef0123456789abcdef";

  it("accepts the token as a bearer credential, the scheme in any case", () => {
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(true);
  });

  it("refuses no header, another scheme, another token, a prefix of it or more than it", () => {
    for (const header of [undefined, "", token, `Basic ${token}`, `Bearer ${token.slice(0, -1)}`, `Bearer ${token}0`, `Bearer ${token} extra`, "Bearer "]) {
      expect(bearerMatches(header, token), String(header)).toBe(false);
    }
  });
});
