import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { StaffBooking } from "#app/features/booking/staff-booking.ts";
import { StaffBookingPanel, STAFF_INTENTS, type StaffChangeError } from "./staff-booking-panel.tsx";

const ended: StaffBooking = {
  status: "confirmed",
  startsAt: "2026-11-30T19:30:00.000Z",
  past: true,
  ended: true,
  host: { id: "host-1", name: "Dana Whitfield" },
  handOverTo: [],
  outcome: null,
  events: [],
};

function render(booking: StaffBooking, { outcomeAllowed = true, error = null }: { outcomeAllowed?: boolean; error?: StaffChangeError | null } = {}) {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: () => <StaffBookingPanel leadId="l1" booking={booking} slots={[660]} outcomeAllowed={outcomeAllowed} csrfToken="t" error={error} />,
    },
  ]);
  return renderToStaticMarkup(<Stub initialEntries={["/"]} />);
}

describe("the booking panel's outcome", () => {
  it("offers the host or an admin held or no-show once the meeting has ended", () => {
    const html = render(ended);
    expect(html).toContain("Did the meeting take place?");
    expect(html).toContain("Not marked yet.");
    expect(html).toContain(`name="intent" value="${STAFF_INTENTS.outcome}"`);
    expect(html).toMatch(/<label[^>]*for="meeting-outcome"[^>]*><span>Outcome/);
    expect(html).toMatch(/<select[^>]*id="meeting-outcome"[^>]*name="outcome"[^>]*required/);
    expect(html).toContain('<option value="held">Held</option>');
    expect(html).toContain('<option value="no-show">No-show</option>');
    expect(html).toContain("Save the outcome");
    expect(html).toMatch(/Booking: (<!-- -->)?past</);
  });

  it("shows who marked it and when, and offers to correct it", () => {
    const html = render({ ...ended, outcome: { value: "no-show", at: "2026-11-30T20:15:00.000Z", by: "dana@lumenguard.example" } });
    expect(html).toContain("<strong>No-show</strong>, marked by dana@lumenguard.example on");
    expect(html).toContain("Nov 30, 2026, 3:15 PM ET");
    expect(html).toContain("Correct the outcome");
    expect(html).toMatch(/Booking: (<!-- -->)?no-show</);
  });

  it("shows others the outcome without the form", () => {
    const html = render({ ...ended, outcome: { value: "held", at: "2026-11-30T20:15:00.000Z", by: null } }, { outcomeAllowed: false });
    expect(html).toContain("<strong>Held</strong>, marked on");
    expect(html).toContain("Only the meeting&#x27;s host or an admin can mark it.");
    expect(html).not.toContain(STAFF_INTENTS.outcome);
  });

  it("offers nothing before the meeting has ended, nor for a cancelled one", () => {
    for (const booking of [{ ...ended, ended: false }, { ...ended, past: false, ended: false }, { ...ended, status: "cancelled" as const }]) {
      const html = render(booking);
      expect(html).not.toContain("Did the meeting take place?");
      expect(html).not.toContain(STAFF_INTENTS.outcome);
    }
  });

  it("shows a refusal under the outcome's field, or alone once the form is no longer offered", () => {
    const error = { intent: STAFF_INTENTS.outcome, message: "Only the meeting's host or an admin can mark whether it took place.", fields: {} };
    const html = render(ended, { error });
    expect(html).toContain("Only the meeting&#x27;s host or an admin can mark whether it took place.");
    expect(html).toContain('aria-invalid="true"');
    expect(render(ended, { error, outcomeAllowed: false })).toMatch(/role="alert"[^>]*>Only the meeting&#x27;s host or an admin can mark whether it took place\./);
  });
});
