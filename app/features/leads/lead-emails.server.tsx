// The messages a lead queues: one for the visitor (confirmation, acknowledgement or datasheet link)
// and one for the sales inbox with every field. Bookings carry the calendar invite in both.
// Whatever goes to the visitor goes to an address anyone could have typed, so it carries none of
// the form's free text: no message or comments, and a name only when it is plainly one (plainName).
import type { OutboxMessage } from "#db/schema.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { hostFacts, meetingInvite, type MeetingHost } from "#app/features/scheduling/calendar-invite.server.ts";
import { manageLinks } from "#app/features/scheduling/manage-token.server.ts";
import { mailTimeValue } from "#app/features/scheduling/visitor-zone.ts";
import type { QueuedEmail } from "#app/features/mail/outbox.server.ts";
import { deferredBody } from "#app/features/mail/email-content.server.tsx";
import { adminLeadUrl } from "#app/config/admin-urls.ts";
import type { LeadDraft } from "./lead-forms.server.ts";
import type { SubmissionMeta } from "./lead.schema.ts";
import { formatDateTime, formatInstant } from "#app/lib/dates.ts";

type ScheduledBooking = {
  startsAt: Date;
  inviteUid: string;
  sequence: number;
  /** The manage link's token: it goes into the visitor's e-mail and invite, never into the sales copy. */
  manageToken: string;
  visitorTimeZone: string | null;
};

export type LeadEmailInput = {
  leadId: string;
  draft: LeadDraft;
  meta: SubmissionMeta;
  booking: ScheduledBooking | null;
  /** The meeting's host (round-robin), who gets their own copy with the invite; null without hosts. */
  host: MeetingHost | null;
  receivedAt: Date;
};

type MailEnv = Pick<Env, "MAIL_FROM" | "SALES_EMAIL" | "SITE_URL">;

const FIELD_LABELS: Record<string, string> = {
  form: "Form",
  role: "Job title",
  employees: "Company size",
  useCase: "Use case",
  referralSource: "Referral source",
  type: "Request type",
  campaign: "Campaign",
  campaignName: "Campaign name",
  product: "Datasheet",
  datasheet: "Datasheet file",
};

const fullName = (draft: LeadDraft) => `${draft.firstName} ${draft.lastName}`;
export const absoluteUrl = (env: Pick<Env, "SITE_URL">, path: string) => new URL(path, `${env.SITE_URL}/`).toString();

function salesRows(input: LeadEmailInput, env: MailEnv): Array<{ label: string; value: string }> {
  const { draft, meta, booking } = input;
  const rows: Array<{ label: string; value: string | null | undefined }> = [
    { label: "API function", value: draft.functionName },
    { label: "First name", value: draft.firstName },
    { label: "Last name", value: draft.lastName },
    { label: "E-mail", value: draft.email },
    { label: "Phone", value: draft.phone },
    { label: "Company", value: draft.company },
    ...Object.entries(draft.details).map(([key, value]) => ({ label: FIELD_LABELS[key] ?? key, value })),
  ];
  if (draft.booking && booking) {
    rows.push(
      { label: "Meeting", value: draft.booking.title },
      { label: "When", value: formatDateTime(booking.startsAt) },
      { label: "Length", value: `${draft.booking.durationMinutes} minutes` },
      { label: "Visitor's time zone", value: booking.visitorTimeZone },
      { label: "Invite UID", value: booking.inviteUid },
    );
  }
  if (draft.datasheet) rows.push({ label: "Datasheet link", value: absoluteUrl(env, draft.datasheet.pdfPath) });
  rows.push(
    { label: draft.kind === "contact" ? "Message" : "Comments", value: draft.message },
    { label: "Source page", value: meta.sourcePage },
    { label: "Referrer", value: meta.referrer },
    ...Object.entries(meta.utm ?? {}).map(([key, value]) => ({ label: key, value })),
    { label: "Received", value: formatDateTime(input.receivedAt) },
    { label: "Lead id", value: input.leadId },
  );
  return rows.filter((row): row is { label: string; value: string } => Boolean(row.value));
}

function salesHeading(draft: LeadDraft): string {
  if (draft.booking) return draft.booking.meetingType === "demo" ? "New demo booking" : "New discovery call booking";
  return draft.kind === "contact" ? "New contact message" : "New datasheet request";
}

export async function composeLeadEmails(input: LeadEmailInput, env: MailEnv): Promise<QueuedEmail[]> {
  const { draft, booking } = input;
  const name = fullName(draft);
  const who = draft.company ? `${name} (${draft.company})` : name;
  const siteUrl = env.SITE_URL;
  const visitor = { from: `${brand.name} <${env.MAIL_FROM}>`, to: draft.email, replyTo: env.SALES_EMAIL };
  const toSales = { from: `${brand.name} website <${env.MAIL_FROM}>`, to: env.SALES_EMAIL, replyTo: draft.email };
  const salesEmail = async (subject: string, summary: string, icalEvent?: OutboxMessage["icalEvent"], to = env.SALES_EMAIL): Promise<QueuedEmail> => ({
    template: "sales-notification",
    message: {
      ...toSales,
      to,
      subject,
      ...deferredBody({
        template: "sales-notification",
        props: { heading: salesHeading(draft), summary, rows: salesRows(input, env), leadUrl: adminLeadUrl(env, input.leadId), siteUrl },
      }),
      ...(icalEvent ? { icalEvent } : {}),
    },
  });

  if (draft.booking && booking) {
    const date = formatInstant(booking.startsAt, "weekday");
    const time = formatInstant(booking.startsAt, "timeWithZone");
    const manageUrl = manageLinks(env, booking.manageToken).page;
    const meeting = {
      inviteUid: booking.inviteUid,
      inviteSequence: booking.sequence,
      startsAt: booking.startsAt,
      durationMinutes: draft.booking.durationMinutes,
      title: draft.booking.title,
      visitor: draft,
      host: input.host,
    };
    const confirmation: QueuedEmail = {
      template: "booking-confirmation",
      message: {
        ...visitor,
        subject: `Confirmed: ${brand.name} ${draft.booking.title} on ${date} at ${time}`,
        ...deferredBody({
          template: "booking-confirmation",
          props: {
            firstName: draft.firstName,
            meetingType: draft.booking.meetingType,
            meetingTitle: draft.booking.title,
            date,
            time: mailTimeValue(booking.startsAt, booking.visitorTimeZone),
            durationMinutes: draft.booking.durationMinutes,
            manageUrl,
            salesEmail: env.SALES_EMAIL,
            siteUrl,
            ...hostFacts(input.host),
          },
        }),
        icalEvent: meetingInvite(meeting, { method: "REQUEST", manageUrl, env }),
      },
    };
    const withHost = input.host ? ` with ${input.host.name}` : "";
    const summary = `${who} booked a ${draft.booking.durationMinutes}-minute ${draft.booking.title}${withHost} for ${date} at ${time}.`;
    const salesInvite = meetingInvite(meeting, { method: "REQUEST", env });
    const subject = `${salesHeading(draft)}: ${who}, ${date} ${time}`;
    const hostCopy = input.host ? [await salesEmail(subject, summary, salesInvite, input.host.email)] : [];
    return [confirmation, await salesEmail(subject, summary, salesInvite), ...hostCopy];
  }

  if (draft.kind === "contact") {
    const acknowledgement: QueuedEmail = {
      template: "contact-acknowledgement",
      message: {
        ...visitor,
        subject: `We received your message | ${brand.name}`,
        ...deferredBody({
          template: "contact-acknowledgement",
          props: { firstName: draft.firstName, salesEmail: env.SALES_EMAIL, siteUrl },
        }),
      },
    };
    return [acknowledgement, await salesEmail(`New contact message: ${who}`, `${who} sent a message through the contact form.`)];
  }

  const datasheet = draft.datasheet!;
  const pdfUrl = absoluteUrl(env, datasheet.pdfPath);
  const link: QueuedEmail = {
    template: "datasheet-link",
    message: {
      ...visitor,
      subject: `Your ${brand.name} ${datasheet.product} datasheet`,
      ...deferredBody({
        template: "datasheet-link",
        props: {
          firstName: draft.firstName,
          product: datasheet.product,
          pdfUrl,
          bookDemoUrl: absoluteUrl(env, "/book-demo"),
          salesEmail: env.SALES_EMAIL,
          siteUrl,
        },
      }),
    },
  };
  return [link, await salesEmail(`Datasheet request: ${datasheet.product}, ${who}`, `${who} downloaded the ${datasheet.product} datasheet.`)];
}
