import { describe, expect, it } from "vitest";
import { senderDomain } from "./send-email.server.ts";

describe("senderDomain (the Message-ID's domain)", () => {
  it("is the From address's domain, in lower case, with or without a display name", () => {
    expect(senderDomain("Lumenguard <no-reply@Mail.Lumenguard.example>")).toBe("mail.lumenguard.example");
    expect(senderDomain("AI Circle of Trust by Lumenguard <news@lumenguard.example>")).toBe("lumenguard.example");
    expect(senderDomain("no-reply@corp.example")).toBe("corp.example");
  });

  it("falls back to the brand's domain when the From has none worth using", () => {
    expect(senderDomain("[erased]")).toBe("lumenguard.example");
    expect(senderDomain("x@bad domain>")).toBe("lumenguard.example");
  });
});
