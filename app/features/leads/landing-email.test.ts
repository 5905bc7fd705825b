import { describe, expect, it } from "vitest";
import { landingEmailError } from "./landing-email.ts";
import { DISPOSABLE_DOMAINS, messages } from "#app/features/leads/lead.schema.ts";

describe("landing e-mail check", () => {
  it("leaves an empty field to the required check", () => {
    expect(landingEmailError("")).toBeUndefined();
  });

  it("uses the address rule", () => {
    expect(landingEmailError("ada@corp")).toBe(messages.emailInvalid);
    expect(landingEmailError("ada!@corp.example")).toBe(messages.emailInvalid);
    expect(landingEmailError("ada@corp.c")).toBe(messages.emailInvalid);
    expect(landingEmailError("ada.lovelace+demo@corp.example")).toBeUndefined();
  });

  it("refuses the 8 disposable domains but allows free providers", () => {
    expect(DISPOSABLE_DOMAINS).toHaveLength(8);
    for (const domain of DISPOSABLE_DOMAINS) expect(landingEmailError(`x@${domain}`)).toBe(messages.disposableEmail);
    expect(landingEmailError("ada@gmail.com")).toBeUndefined();
  });
});
