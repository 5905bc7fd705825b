import { describe, expect, it } from "vitest";
import { withoutLinkTokens } from "./app.ts";

describe("request log lines", () => {
  it("never carry a booking's token: page, data request and API alike", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(withoutLinkTokens(`/bookings/${token}`)).toBe("/bookings/[token]");
    expect(withoutLinkTokens(`/bookings/${token}.data?x=1`)).toBe("/bookings/[token]?x=1");
    expect(withoutLinkTokens(`/api/bookings/${token}/invite.ics`)).toBe("/api/bookings/[token]/invite.ics");
    expect(withoutLinkTokens("/book-demo")).toBe("/book-demo");
  });

  it("never carry a newsletter link's token", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(withoutLinkTokens(`/newsletter/confirm/${token}`)).toBe("/newsletter/confirm/[token]");
    expect(withoutLinkTokens(`/newsletter/confirm/${token}.data`)).toBe("/newsletter/confirm/[token]");
    expect(withoutLinkTokens(`/newsletter/unsubscribe/0b7a.${token}?x=1`)).toBe("/newsletter/unsubscribe/[token]?x=1");
    expect(withoutLinkTokens("/newsletter")).toBe("/newsletter");
  });
});
