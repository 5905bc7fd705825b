// The lead API in the production build: mounted before React Router, JSON in and out.
import { test, expect } from "./fixtures.ts";
import { futureWeekday, iso } from "#tests/e2e/support/booking.ts";

test.describe("lead API (production build)", () => {
  test("accepts a contact message and answers the envelope", async ({ request }) => {
    const response = await request.post("/api/functions/send-contact-email", {
      data: { firstName: "Ada", lastName: "Lovelace", workEmail: "ada@acme.example", message: "Do you support on-premises deployment?" },
    });
    expect(response.status()).toBe(200);
    const body = await response.json();
    expect(body.error).toBeNull();
    expect(body.data).toMatchObject({ kind: "contact", functionName: "send-contact-email", id: expect.any(String) });
    expect(response.headers()["cache-control"]).toBe("no-store");
  });

  test("names every bad field", async ({ request }) => {
    const response = await request.post("/api/functions/send-guardrails-datasheet-email", { data: { email: "nope" } });
    expect(response.status()).toBe(422);
    expect((await response.json()).error.fields).toEqual({
      firstName: "Please fill in all required fields.",
      lastName: "Please fill in all required fields.",
      email: "Please enter a valid email address",
    });
  });

  test("answers JSON, not the page shell, for API errors", async ({ request }) => {
    const unknown = await request.post("/api/functions/send-everything", { data: {} });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["content-type"]).toContain("application/json");
    const wrongMethod = await request.get("/api/functions/send-contact-email");
    expect(wrongMethod.status()).toBe(405);
    expect(wrongMethod.headers()["allow"]).toBe("POST");
  });

  test("lists the slots of a day", async ({ request }) => {
    // A weekday about eight weeks ahead: inside the 60-day horizon, and no spec books it.
    const response = await request.get(`/api/availability?date=${iso(futureWeekday(40))}`);
    expect(response.status()).toBe(200);
    const { data } = await response.json();
    expect(data.slots.map((slot: { time: string }) => slot.time)).toContain("11:00 AM");
    expect(data.slots.every((slot: { open: boolean }) => slot.open)).toBe(true);
  });

  test("refuses days beyond the booking horizon, in availability and in bookings", async ({ request }) => {
    const message = "Meetings can be booked up to 60 days ahead. Please select an earlier date.";
    for (const date of ["9999-12-01", iso(futureWeekday(45))]) {
      const availability = await request.get(`/api/availability?date=${date}`);
      expect(availability.status()).toBe(422);
      expect((await availability.json()).error.fields).toEqual({ date: message });
    }
    const booking = await request.post("/api/functions/send-msp-demo-request", {
      data: { firstName: "Far", lastName: "Future", email: "far@future.example", date: "9999-12-01", time: "11:00 AM", type: "demo", campaign: "msp" },
    });
    expect(booking.status()).toBe(422);
    expect((await booking.json()).error.fields).toEqual({ date: message });
  });
});
