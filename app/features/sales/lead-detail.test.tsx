import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { InboxLead } from "./inbox.ts";
import { LeadDetail } from "./lead-detail.tsx";

const lead: InboxLead = {
  id: "6f1c1f9e-3c1a-4d55-9a55-0f6f3a9c2b11",
  kind: "contact",
  functionName: "send-contact-email",
  firstName: "Lee",
  lastName: "Ad",
  // Stored before the address rule was tightened: a mailto query hidden in the address.
  email: "lead@corp.example?cc=spy%40evil.example&bcc=boss%40corp.example&body=Approve%20the%20invoice",
  phone: "+1 (617) 555-0100\" onclick=\"x",
  company: null,
  message: "Hello",
  details: {},
  sourcePage: null,
  utm: {},
  referrer: null,
  createdAt: "2026-01-05T15:00:00.000Z",
  meetingType: null,
  meetingStartsAt: null,
  meetingMinutes: null,
  meetingStatus: null,
  meetingOutcome: null,
  visitorTimeZone: null,
  status: "new",
  ownerId: null,
  ownerEmail: null,
};

const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

describe("the lead detail's links", () => {
  it("cannot pre-fill recipients or a message from a stored address", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LeadDetail lead={lead} invite={null} messages={[]} closeHref="/admin/leads" csrfToken="t" />
      </MemoryRouter>,
    );
    const mailto = hrefs(html).find((href) => href.startsWith("mailto:"))!;
    const url = new URL(mailto);
    expect(url.search).toBe("");
    expect(url.hash).toBe("");
    expect(decodeURIComponent(url.pathname)).toBe(lead.email);
    expect(hrefs(html)).toContain("tel:+16175550100");
  });
});

describe("the lead detail's rows", () => {
  it("tell the page's form from the API function it was sent through, each under its own label", () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <LeadDetail lead={{ ...lead, details: { form: "book-a-meeting" } }} invite={null} messages={[]} closeHref="/admin/leads" csrfToken="t" />
      </MemoryRouter>,
    );
    const rows = [...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>([^<]*)<\/dd>/g)].map((match) => [match[1], match[2]]);
    expect(rows).toContainEqual(["API function", "send-contact-email"]);
    expect(rows).toContainEqual(["Form", "book-a-meeting"]);
    expect(rows.filter(([label]) => label === "Form")).toHaveLength(1);
  });

  it("say when the meeting was cancelled, and the visitor's own time when their clock shows another", () => {
    const rowsOf = (changes: Partial<InboxLead>) => {
      const html = renderToStaticMarkup(
        <MemoryRouter>
          <LeadDetail lead={{ ...lead, ...changes }} invite={null} messages={[]} closeHref="/admin/leads" csrfToken="t" />
        </MemoryRouter>,
      );
      return Object.fromEntries([...html.matchAll(/<dt[^>]*>([^<]*)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((match) => [match[1]!.replace(/&#x27;/g, "'"), match[2]!.replace(/<!-- -->/g, "")]));
    };
    const meeting = { kind: "booking", meetingType: "discovery", meetingStartsAt: "2026-12-01T19:30:00.000Z", meetingMinutes: 30 };
    const booked = rowsOf({ ...meeting, meetingStatus: "confirmed", visitorTimeZone: "Europe/Berlin" });
    expect(booked["Meeting"]).toBe("Discovery call, Dec 1, 2026, 2:30 PM ET, 30 minutes");
    expect(booked["Visitor's time"]).toBe("8:30 PM (Europe/Berlin)");

    const cancelled = rowsOf({ ...meeting, meetingStatus: "cancelled", visitorTimeZone: "America/New_York" });
    expect(cancelled["Meeting"]).toBe("Discovery call, Dec 1, 2026, 2:30 PM ET (cancelled), 30 minutes");
    expect(cancelled["Visitor's time"]).toBeUndefined();
  });
});
