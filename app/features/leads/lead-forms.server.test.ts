import { describe, expect, it } from "vitest";
import { parseSlotList } from "#app/features/scheduling/slots.ts";
import { createLeadParser, usesLandingForm } from "./lead-forms.server.ts";
import { formDataToLeadBody } from "./lead-submission.server.ts";
import { formatDateTime } from "#app/lib/dates.ts";

const parse = createLeadParser({ slotMinutes: parseSlotList("11:00-21:00/30")!, horizonDays: 60, today: { year: 2026, month: 11, day: 23 } });

describe("lead parser", () => {
  it("tells the landing body from the demo-tab body by its own fields", () => {
    expect(usesLandingForm({ firstName: "A", comments: "" })).toBe(false);
    expect(usesLandingForm({ firstName: "A", useCase: "agents" })).toBe(true);
    const landing = parse("send-demo-confirmation", {
      firstName: "Grace", lastName: "Hopper", email: "grace@gmail.com", company: "Fleet", role: "CISO",
      employees: "51-200", useCase: "", message: "", date: "Nov 30, 2026", time: "11:00 AM", referralSource: "redport",
    });
    expect(landing.ok && landing.value.draft).toMatchObject({
      details: { form: "landing", role: "CISO", employees: "51-200", referralSource: "redport" },
      booking: { meetingType: "demo", durationMinutes: 45, date: "2026-11-30", minutes: 660 },
      message: null,
    });
  });

  it("maps each function to its meeting, its form's fields and its datasheet", () => {
    const meeting = { firstName: "A", lastName: "B", email: "a@acme.example", date: "2026-11-30", time: "3:00 PM", company: "Not provided" };
    const demo = parse("send-demo-confirmation", meeting);
    expect(demo.ok && demo.value.draft).toMatchObject({ company: null, booking: { meetingType: "demo", durationMinutes: 30 } });
    const discovery = parse("send-discovery-confirmation", meeting);
    expect(discovery.ok && discovery.value.draft.booking).toMatchObject({ meetingType: "discovery", durationMinutes: 15 });
    const solution = parse("send-msp-demo-request", { ...meeting, type: "discovery", campaign: "telecom" });
    expect(solution.ok && solution.value.draft).toMatchObject({
      details: { type: "discovery", campaign: "telecom" },
      booking: { durationMinutes: 15, title: "Discovery call: Telecom AI Governance" },
    });
    const sheet = parse("send-red-teaming-datasheet-email", { firstName: "A", lastName: "B", email: "a@acme.example" });
    expect(sheet.ok && sheet.value.draft.datasheet).toEqual({ product: "AI Red Teaming", pdfPath: "/files/lumenguard-red-teaming-datasheet.pdf" });
    const sdk = parse("send-guardrails-datasheet-email", { firstName: "A", lastName: "B", email: "a@acme.example", sourcePage: "/solutions/developers" });
    expect(sdk.ok && sdk.value.draft.datasheet).toEqual({ product: "Developer SDK", pdfPath: "/files/lumenguard-developer-sdk-datasheet.pdf" });
  });

  it("names bad fields of the form and of the attribution together", () => {
    const result = parse("send-contact-email", { firstName: "A", lastName: "B", workEmail: "x", message: "m", sourcePage: "/a\nb", utm: { utm_source: 5 } });
    expect(!result.ok && result.fields).toEqual({
      workEmail: "Please enter a valid email address",
      sourcePage: "Must be a single line of text",
      "utm.utm_source": "Must be text",
    });
  });
});

describe("form posts", () => {
  it("gather utm_* fields and drop files and an empty idempotency key", () => {
    const form = new FormData();
    form.set("firstName", "Ada");
    form.set("utm_source", "newsletter");
    form.set("idempotencyKey", "");
    form.set("attachment", new Blob(["x"]), "x.txt");
    expect(formDataToLeadBody(form)).toEqual({ firstName: "Ada", utm: { utm_source: "newsletter" } });
  });
});

describe("Eastern time labels", () => {
  it("name the zone in winter and summer", () => {
    expect(formatDateTime(new Date("2026-11-30T19:30:00Z"))).toBe("Monday, November 30, 2026 at 2:30 PM EST");
    expect(formatDateTime(new Date("2026-07-01T15:00:00Z"))).toBe("Wednesday, July 1, 2026 at 11:00 AM EDT");
  });
});
