import { describe, expect, it } from "vitest";
import { withoutBookingToken } from "./app.ts";

describe("request log lines", () => {
  it("never carry a booking's token: page, data request and API alike", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(withoutBookingToken(`/bookings/${token}`)).toBe("/bookings/[token]");
    expect(withoutBookingToken(`/bookings/${token}.data?x=1`)).toBe("/bookings/[token]?x=1");
    expect(withoutBookingToken(`/api/bookings/${token}/invite.ics`)).toBe("/api/bookings/[token]/invite.ics");
    expect(withoutBookingToken("/book-demo")).toBe("/book-demo");
  });
});
