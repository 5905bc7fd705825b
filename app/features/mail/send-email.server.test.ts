import { describe, expect, it } from "vitest";
import { isRecipientRefusal, senderDomain } from "./send-email.server.ts";

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

describe("isRecipientRefusal (what suppresses a mailbox)", () => {
  it("is a permanent refusal of the address: at RCPT TO, or a 5.1.x after the message", () => {
    expect(isRecipientRefusal({ code: "EENVELOPE", responseCode: 550, permanent: true, response: "550 5.1.1 <a@b.example>: User unknown" })).toBe(true);
    expect(isRecipientRefusal({ code: "EMESSAGE", responseCode: 550, permanent: true, response: "550 5.1.1 The email account does not exist" })).toBe(true);
  });

  it("is not a refusal of the content, a temporary one, or trouble with the connection", () => {
    expect(isRecipientRefusal({ code: "EMESSAGE", responseCode: 554, permanent: true, response: "554 5.7.1 Message rejected as spam" })).toBe(false);
    expect(isRecipientRefusal({ code: "EENVELOPE", responseCode: 450, permanent: false, response: "450 4.2.1 Mailbox busy" })).toBe(false);
    expect(isRecipientRefusal({ code: "EAUTH", responseCode: 535, permanent: true })).toBe(false);
    expect(isRecipientRefusal(new Error("socket hang up"))).toBe(false);
  });
});
