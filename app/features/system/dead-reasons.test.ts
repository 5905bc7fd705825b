import { describe, expect, it } from "vitest";
import { deadReason, tallyDeadReasons } from "./dead-reasons.ts";

describe("deadReason", () => {
  it("tells a refused recipient from a refused message and a temporary refusal", () => {
    expect(deadReason("email", "EENVELOPE 550 5.1.1 <x@y.example>: Recipient address rejected")).toBe("recipient refused (5xx)");
    expect(deadReason("email", "EMESSAGE 554 5.7.1 Message rejected as spam")).toBe("message refused (5xx)");
    expect(deadReason("email", "EENVELOPE 452 4.2.2 Mailbox full")).toBe("temporary refusal (4xx)");
  });

  it("names the relay's own failures", () => {
    expect(deadReason("email", "EAUTH 535 Authentication failed")).toBe("sign-in to the mail relay failed");
    expect(deadReason("email", "ECONNECTION connect ECONNREFUSED 127.0.0.1:2525")).toBe("could not reach the mail relay");
    expect(deadReason("email", "ETIMEDOUT Greeting never received")).toBe("could not reach the mail relay");
    expect(deadReason("email", "something unexpected")).toBe("other");
    expect(deadReason("email", null)).toBe("other");
  });

  it("splits webhook failures into answers and silence", () => {
    expect(deadReason("webhook", "HTTP 500 Internal Server Error: boom")).toBe("webhook receiver answered an error");
    expect(deadReason("webhook", "no answer within 10000 ms")).toBe("webhook receiver unreachable or slow");
    expect(deadReason("webhook", "could not reach the receiver: ECONNREFUSED")).toBe("webhook receiver unreachable or slow");
  });

  it("sorts calendar write-backs by their error's code", () => {
    expect(deadReason("caldav", "CALENDAR_AUTH The calendar server answered 401: it did not accept the user name and app password.")).toBe("sign-in to a host's calendar failed");
    expect(deadReason("caldav", "CALENDAR_STATUS The calendar server answered 507.")).toBe("a host's calendar server answered an error");
    expect(deadReason("caldav", "CALENDAR_TIMEOUT The calendar did not answer within 10 seconds.")).toBe("a host's calendar server unreachable or slow");
    expect(deadReason("caldav", "CALENDAR_UNREACHABLE The calendar server refused the connection.")).toBe("a host's calendar server unreachable or slow");
    expect(deadReason("caldav", "TypeError something else")).toBe("other");
  });
});

describe("tallyDeadReasons", () => {
  it("sums error texts of one reason per channel, most frequent first", () => {
    expect(
      tallyDeadReasons([
        { channel: "email", lastError: "EENVELOPE 550 5.1.1 <a@x.example>: unknown", count: 2 },
        { channel: "webhook", lastError: "HTTP 502 Bad Gateway", count: 4 },
        { channel: "email", lastError: "EENVELOPE 550 5.1.1 <b@x.example>: unknown", count: 3 },
      ]),
    ).toEqual([
      { channel: "email", reason: "recipient refused (5xx)", count: 5 },
      { channel: "webhook", reason: "webhook receiver answered an error", count: 4 },
    ]);
  });
});
