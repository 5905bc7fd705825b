import { describe, expect, it } from "vitest";
import { plainName } from "./plain-name.ts";

describe("plainName", () => {
  it.each(["Ada", "Jean-Luc", "O'Brien", "D’Angelo", "Mary Ann", "J. R.", "Zoë", "José María", "Łukasz", "Αλέξανδρος", "李小龙", "محمد"])(
    "shows %s",
    (name) => expect(plainName(name)).toBe(name),
  );

  it("tidies spaces", () => {
    expect(plainName("  Mary   Ann ")).toBe("Mary Ann");
  });

  it.each([
    ["a link", "https://evil.example/login"],
    ["a bare domain", "evil.example"],
    ["a domain in words", "Visit evil.example"],
    ["an address", "ada@evil.example"],
    ["markup", "<b>Ada</b>"],
    ["a phone number", "Call 555 0100"],
    ["digits", "Ada2"],
    ["a sentence", "Your account is suspended"],
    ["a long name", "A".repeat(41)],
    ["punctuation", "Ada!"],
    ["a colon", "Re: invoice"],
    ["a bidirectional override", "Ada\u202Egnp.exe"],
    ["a zero-width joiner", "Ad\u200Da"],
    ["nothing", "   "],
  ])("hides %s", (_label, value) => {
    expect(plainName(value)).toBeNull();
  });

  it("hides a missing name", () => {
    expect(plainName(null)).toBeNull();
    expect(plainName(undefined)).toBeNull();
  });
});
