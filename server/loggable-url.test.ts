import { describe, expect, it } from "vitest";
import { loggableUrl } from "./app.ts";

describe("request log lines", () => {
  it("never carry a booking's token: page, data request and API alike", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(loggableUrl(`/bookings/${token}`)).toBe("/bookings/[token]");
    expect(loggableUrl(`/bookings/${token}.data?x=1`)).toBe("/bookings/[token]?x=1");
    expect(loggableUrl(`/api/bookings/${token}/invite.ics`)).toBe("/api/bookings/[token]/invite.ics");
    expect(loggableUrl("/book-demo")).toBe("/book-demo");
  });

  it("never carry a newsletter link's token", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(loggableUrl(`/newsletter/confirm/${token}`)).toBe("/newsletter/confirm/[token]");
    expect(loggableUrl(`/newsletter/confirm/${token}.data`)).toBe("/newsletter/confirm/[token]");
    expect(loggableUrl(`/newsletter/unsubscribe/0b7a.${token}?x=1`)).toBe("/newsletter/unsubscribe/[token]?x=1");
    expect(loggableUrl("/newsletter")).toBe("/newsletter");
  });

  it("never carry a staff invitation's token", () => {
    const token = "jtaIqPHpvoGm2C3vGSZkCkTXMj77TlHCX4zPuNkmOPs";
    expect(loggableUrl(`/admin/invitation/${token}`)).toBe("/admin/invitation/[token]");
    expect(loggableUrl(`/admin/invitation/${token}.data?_routes=x`)).toBe("/admin/invitation/[token]?[query]");
  });

  it("keep no admin query, where a search may name a person", () => {
    expect(loggableUrl("/admin/leads?q=ada%40acme.example&status=new")).toBe("/admin/leads?[query]");
    expect(loggableUrl("/admin/leads/export.csv?q=Ada")).toBe("/admin/leads/export.csv?[query]");
    expect(loggableUrl("/admin.data?x=1")).toBe("/admin.data?[query]");
    expect(loggableUrl("/admin/leads")).toBe("/admin/leads");
    expect(loggableUrl("/pricing?utm_source=x")).toBe("/pricing?utm_source=x");
    expect(loggableUrl("/administrator?q=1")).toBe("/administrator?q=1");
  });
});
