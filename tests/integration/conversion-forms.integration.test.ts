// The conversion forms, end to end on the server side: the exact bodies the browser forms build
// (app/features/leads/form-checks.ts) go through the lead service, and the stored lead, booking
// and queued e-mails are what the visitor chose. The no-JS contact post goes through its route
// helper. (The Playwright specs drive the same forms in the browser against the running server.)
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { asSent } from "#tests/support/queued-mail.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import {
  checkContactMessage,
  checkLandingRequest,
  checkMeetingRequest,
  checkSolutionRequest,
} from "#app/features/leads/form-checks.ts";
import { CONTACT_FIELDS } from "#app/features/leads/form-fields.ts";
import { submissionKey, submitLeadFormPost } from "#app/features/leads/form-post.server.ts";
import type { LeadFunctionName } from "#app/config/lead-functions.ts";
import { submitLead } from "#app/features/leads/lead-submission.server.ts";
import { newYorkInstant, toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { parseSlotLabel } from "#app/features/scheduling/slots.ts";
import { bookingSchedule } from "#app/features/scheduling/booking-schedule.ts";
import { futureWeekday, silentLogger, testEnv } from "#tests/integration/support/lead-api-harness.ts";

const env = testEnv({ SLOT_CAPACITY: "2" });
const schedule = bookingSchedule(env);
const day = futureWeekday(4);
const iso = toIsoDate(day);
const attribution = { sourcePage: "/pricing", utm: { utm_source: "newsletter", utm_campaign: "ai-trust" } };

describe.each(testDatabaseTargets())("conversion forms on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  const ctx = () => ({ env, db: handle.db, logger: silentLogger, clientIp: "203.0.113.7" });

  beforeAll(async () => {
    handle = await open();
  });
  afterAll(async () => {
    await handle.close();
  });

  async function send(functionName: LeadFunctionName, body: Record<string, unknown>) {
    const outcome = await submitLead(ctx(), functionName, { ...body, ...attribution, idempotencyKey: randomUUID(), website: "" });
    expect(outcome.body.error).toBeNull();
    const id = outcome.body.data!.id;
    const [lead] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, id));
    const [booking] = await handle.db.select().from(schema.bookings).where(eq(schema.bookings.leadId, id));
    const mail = await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, id));
    return { outcome, lead: lead!, booking, mail };
  }

  const startsAt = (time: string) => newYorkInstant(day, parseSlotLabel(time)!);

  it("Book a Meeting, demo tab: long date, company 'Not provided', a 30-minute booking, invite to visitor and sales", async () => {
    const checked = checkMeetingRequest(
      { firstName: " Ada ", lastName: "Lovelace", email: "ada@engines.example", phone: "", date: iso, time: "11:30 AM", comments: "Three agents in production." },
      { tab: "demo", schedule },
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.body).toMatchObject({ date: expect.stringMatching(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/), company: "Not provided" });

    const { lead, booking, mail } = await send("send-demo-confirmation", checked.body);
    expect(lead).toMatchObject({
      functionName: "send-demo-confirmation",
      kind: "booking",
      firstName: "Ada",
      email: "ada@engines.example",
      company: null,
      message: "Three agents in production.",
      sourcePage: "/pricing",
      utm: attribution.utm,
    });
    expect(booking).toMatchObject({ meetingType: "demo", durationMinutes: 30, startsAt: startsAt("11:30 AM") });
    expect(mail.map((m) => [m.template, m.recipient]).sort()).toEqual([
      ["booking-confirmation", "ada@engines.example"],
      ["sales-notification", env.SALES_EMAIL],
    ]);
    for (const message of await asSent(mail)) expect(message.message.icalEvent?.content).toContain(booking!.inviteUid);
  });

  it("Book a Meeting, discovery tab: no company, a 15-minute booking", async () => {
    const checked = checkMeetingRequest(
      { firstName: "Alan", lastName: "Turing", email: "alan@bletchley.example", phone: "+44 20 7946 0000", date: iso, time: "1:00 PM", comments: "" },
      { tab: "discovery", schedule },
    );
    if (!checked.ok) throw new Error("expected a valid discovery request");
    expect(checked.body).not.toHaveProperty("company");
    const { lead, booking, mail } = await send("send-discovery-confirmation", checked.body);
    expect(lead).toMatchObject({ functionName: "send-discovery-confirmation", phone: "+44 20 7946 0000" });
    expect(booking).toMatchObject({ meetingType: "discovery", durationMinutes: 15, startsAt: startsAt("1:00 PM") });
    expect(mail).toHaveLength(2);
  });

  it("the landing form: medium date, referral source, company details, a 45-minute demo", async () => {
    const checked = checkLandingRequest(
      {
        firstName: "Grace", lastName: "Hopper", email: "grace@fleet.example", company: "Fleet Systems", role: "CISO",
        phone: "", employees: "1001-5000", useCase: "agents", message: "Our claims agent.", date: iso, time: "2:00 PM",
      },
      schedule,
    );
    if (!checked.ok) throw new Error("expected a valid landing request");
    expect(checked.body.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(checked.body.referralSource).toBe("redport");
    const { lead, booking, mail } = await send("send-demo-confirmation", checked.body);
    expect(lead).toMatchObject({
      company: "Fleet Systems",
      details: expect.objectContaining({ role: "CISO", employees: "1001-5000", useCase: "agents", referralSource: "redport" }),
    });
    expect(booking).toMatchObject({ meetingType: "demo", durationMinutes: 45, startsAt: startsAt("2:00 PM") });
    expect(mail.map((m) => m.recipient).sort()).toEqual(["grace@fleet.example", env.SALES_EMAIL].sort());
  });

  it.each([
    ["legal", "demo", 30],
    ["finserv", "discovery", 15],
  ] as const)("the solution form (%s, %s): ISO date, type and campaign stored", async (campaign, mode, minutes) => {
    const checked = checkSolutionRequest(
      { firstName: "Katherine", lastName: "Johnson", email: "kj@orbit.example", phone: "", date: iso, time: "3:30 PM", comments: "" },
      { mode, campaign, schedule },
    );
    if (!checked.ok) throw new Error("expected a valid solution request");
    expect(checked.body.date).toBe(iso);
    const { lead, booking, mail } = await send("send-msp-demo-request", checked.body);
    expect(lead.details).toMatchObject({ type: mode, campaign });
    expect(booking).toMatchObject({ meetingType: mode, durationMinutes: minutes, startsAt: startsAt("3:30 PM") });
    expect(mail).toHaveLength(2);
  });

  it("the contact form (script path): message stored, acknowledgement and sales notification queued", async () => {
    const checked = checkContactMessage({
      firstName: "Margaret", lastName: "Hamilton", workEmail: "margaret@apollo.example", phoneNumber: "", message: "On-premises?",
    });
    if (!checked.ok) throw new Error("expected a valid contact message");
    const { lead, booking, mail } = await send("send-contact-email", checked.body);
    expect(lead).toMatchObject({ kind: "contact", email: "margaret@apollo.example", message: "On-premises?" });
    expect(booking).toBeUndefined();
    expect(mail.map((m) => m.template).sort()).toEqual(["contact-acknowledgement", "sales-notification"]);
  });

  describe("the contact form without JavaScript (route action helper)", () => {
    const context = () => ({ ...ctx(), clientIp: "127.0.0.1", cspNonce: "", secure: false }) as never;
    const post = (fields: Record<string, string>, query = "") =>
      new Request(`http://127.0.0.1/contact-us${query}`, { method: "POST", body: new URLSearchParams(fields) });
    const leadsFrom = (email: string) => handle.db.select().from(schema.leads).where(eq(schema.leads.email, email));

    it("stores the message with the page's UTM parameters, once per key", async () => {
      const key = randomUUID();
      const fields = {
        firstName: "Hedy", lastName: "Lamarr", workEmail: "hedy@spread.example", phoneNumber: "", message: "Frequency hopping?",
        website: "", idempotencyKey: key,
      };
      const first = await submitLeadFormPost(post(fields, "?utm_source=linkedin"), context(), "send-contact-email", { echo: CONTACT_FIELDS });
      expect(first.outcome.status).toBe(200);
      const again = await submitLeadFormPost(post(fields, "?utm_source=linkedin"), context(), "send-contact-email", { echo: CONTACT_FIELDS });
      expect(again.outcome.body.data!.id).toBe(first.outcome.body.data!.id);
      const stored = await leadsFrom("hedy@spread.example");
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ sourcePage: "/contact-us", utm: { utm_source: "linkedin" } });
      const mail = await handle.db.select().from(schema.outbox).where(eq(schema.outbox.leadId, stored[0]!.id));
      expect(mail).toHaveLength(2);
    });

    it("keeps two visitors' messages sent from one stored page (one key in its HTML) apart, and each one's resend as one", async () => {
      const pageKey = randomUUID();
      const message = (first: string, email: string) => ({
        firstName: first, lastName: "Visitor", workEmail: email, phoneNumber: "", message: "Sent from the stored page.", website: "", idempotencyKey: pageKey,
      });
      const send = (fields: Record<string, string>) => submitLeadFormPost(post(fields), context(), "send-contact-email", { echo: CONTACT_FIELDS });
      const grace = await send(message("Grace", "grace@stored.example"));
      const alan = await send(message("Alan", "alan@stored.example"));
      expect([grace.outcome.status, alan.outcome.status]).toEqual([200, 200]);
      expect(alan.outcome.body.data!.id).not.toBe(grace.outcome.body.data!.id);
      const again = await send(message("Grace", "grace@stored.example"));
      expect(again.outcome.body.data!.id).toBe(grace.outcome.body.data!.id);
      expect(await leadsFrom("grace@stored.example")).toHaveLength(1);
      expect(await leadsFrom("alan@stored.example")).toHaveLength(1);
      expect(submissionKey("not a key", { idempotencyKey: "not a key" })).toBe("not a key");
    });

    it("answers each bad field with the spec's message and gives the typed values back", async () => {
      const { outcome, values } = await submitLeadFormPost(
        post({ firstName: "", lastName: "", workEmail: "nope", message: "", website: "", idempotencyKey: "" }),
        context(),
        "send-contact-email",
        { echo: CONTACT_FIELDS },
      );
      expect(outcome.status).toBe(422);
      expect(outcome.body.error!.fields).toEqual({
        firstName: "First name is required",
        lastName: "Last name is required",
        workEmail: "Please enter a valid email address",
        message: "Message is required",
      });
      expect(values).toMatchObject({ workEmail: "nope" });
      expect(values).not.toHaveProperty("website");
    });

    it("stores nothing when the honeypot is filled, yet answers success", async () => {
      const { outcome } = await submitLeadFormPost(
        post({ firstName: "Bot", lastName: "Net", workEmail: "bot@spam.example", message: "Buy now", website: "https://spam.example" }),
        context(),
        "send-contact-email",
        { echo: CONTACT_FIELDS },
      );
      expect(outcome.status).toBe(200);
      expect(await leadsFrom("bot@spam.example")).toEqual([]);
    });
  });
});
