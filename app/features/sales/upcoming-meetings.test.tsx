import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { UpcomingMeeting } from "./inbox.ts";
import { UpcomingMeetings } from "./upcoming-meetings.tsx";

const meeting: UpcomingMeeting = {
  leadId: "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11",
  firstName: "Ada",
  lastName: "Byron",
  company: "Analytical Engines",
  email: "ada@analytical.example",
  phone: "+1 (617) 555-0100",
  meetingType: "demo",
  title: null,
  startsAt: "2026-12-01T19:30:00.000Z",
  durationMinutes: 30,
  status: "new",
  ownerEmail: null,
};

const hrefsIn = (meetings: UpcomingMeeting[]) =>
  [
    ...renderToStaticMarkup(
      <MemoryRouter>
        <UpcomingMeetings meetings={meetings} now="2026-11-30T12:00:00.000Z" detailHref={(id) => `/admin/leads?id=${id}`} />
      </MemoryRouter>,
    ).matchAll(/href="([^"]*)"/g),
  ].map((match) => match[1]);

describe("upcoming meetings", () => {
  it("let sales write to or call each visitor from the list", () => {
    expect(hrefsIn([meeting])).toEqual([`/admin/leads?id=${meeting.leadId}`, "mailto:ada@analytical.example", "tel:+16175550100"]);
    expect(hrefsIn([{ ...meeting, phone: null }])).toEqual([`/admin/leads?id=${meeting.leadId}`, "mailto:ada@analytical.example"]);
  });
});
