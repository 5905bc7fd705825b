// The two e-mails of one reminder (reminders.server.ts): the visitor's, with the time in their own
// zone first, the host's meeting link and their booking's page; and the host's (the sales inbox's
// when the meeting has no host), with the time in the host's zone and the lead to read up on.
// Both are due at the reminder's time and no use once the meeting has started (their `schedule`).
import { brand, meetings } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { deferredBody } from "#app/features/mail/email-content.server.tsx";
import type { QueuedEmail } from "#app/features/mail/outbox.server.ts";
import { adminLeadUrl } from "#app/config/admin-urls.ts";
import { mailTimeValue, showsOtherTime } from "#app/features/scheduling/visitor-zone.ts";
import { formatInstant } from "#app/lib/dates.ts";
import { manageLinks } from "#app/features/scheduling/manage-token.server.ts";
import { startPhrase, type ReminderTime } from "./reminder-schedule.ts";

export type ReminderMailEnv = Pick<Env, "MAIL_FROM" | "SALES_EMAIL" | "SITE_URL">;

/** What a reminder tells of its booking (a booking as booking-store.server.ts reads it has all of it). */
export type ReminderBooking = {
  id: string;
  leadId: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  visitorTimeZone: string | null;
  visitor: { firstName: string; lastName: string; email: string; company: string | null };
};

/** The meeting's host as reminders name them; null sends the host's copy to the sales inbox. */
export type ReminderHost = { email: string; name: string | null; timeZone: string; meetingUrl: string | null };

export type ReminderMail = {
  booking: ReminderBooking;
  host: ReminderHost | null;
  time: ReminderTime;
  /** The visitor's link to their booking; without one their reminder has no manage link. */
  manageToken?: string;
};

/** "8:30 PM GMT+1 (Europe/Berlin) · 2:30 PM EST (Eastern Time)": the reader's clock first, then the one meetings are sold in. */
function readerTime(instant: Date, zone: string): string {
  const eastern = mailTimeValue(instant, null);
  return showsOtherTime(instant, zone) ? `${formatInstant(instant, "timeWithZone", zone)} (${zone.replace(/_/g, " ")}) · ${eastern}` : eastern;
}

/** The meeting's rows as a reader in `zone` sees them. */
const whenRows = (booking: ReminderBooking, zone: string) => ({
  date: formatInstant(booking.startsAt, "weekday", zone),
  time: readerTime(booking.startsAt, zone),
});

export function composeReminderEmails({ booking, host, time, manageToken }: ReminderMail, env: ReminderMailEnv): { visitor: QueuedEmail; host: QueuedEmail } {
  const schedule = { notBefore: time.dueAt.toISOString(), notAfter: booking.startsAt.toISOString() };
  const { visitor } = booking;
  const name = `${visitor.firstName} ${visitor.lastName}`;
  const who = visitor.company ? `${name} (${visitor.company})` : name;
  const hostName = host ? (host.name ?? host.email) : undefined;
  const meetingUrl = host?.meetingUrl ?? undefined;

  const visitorZone = booking.visitorTimeZone ?? meetings.timeZone;
  const visitorPhrase = startPhrase(booking.startsAt, time.dueAt, visitorZone);
  const toVisitor: QueuedEmail = {
    template: "booking-reminder",
    message: {
      from: `${brand.name} <${env.MAIL_FROM}>`,
      to: visitor.email,
      // A question about the meeting goes to the person taking it.
      replyTo: host?.email ?? env.SALES_EMAIL,
      subject: `Reminder: ${brand.name} ${booking.title} ${visitorPhrase.text}`,
      schedule,
      ...deferredBody({
        template: "booking-reminder",
        props: {
          firstName: visitor.firstName,
          meetingTitle: booking.title,
          when: visitorPhrase.text,
          ...(visitorPhrase.day ? { day: visitorPhrase.day } : {}),
          ...whenRows(booking, visitorZone),
          durationMinutes: booking.durationMinutes,
          ...(hostName ? { hostName } : {}),
          ...(meetingUrl ? { meetingUrl } : {}),
          ...(manageToken ? { manageUrl: manageLinks(env, manageToken).page } : {}),
          salesEmail: env.SALES_EMAIL,
          siteUrl: env.SITE_URL,
        },
      }),
    },
  };

  const hostZone = host?.timeZone ?? meetings.timeZone;
  const hostPhrase = startPhrase(booking.startsAt, time.dueAt, hostZone);
  const { date, time: at } = whenRows(booking, hostZone);
  const rows = [
    { label: "Visitor", value: name },
    { label: "Company", value: visitor.company },
    { label: "E-mail", value: visitor.email },
    { label: "Meeting", value: booking.title },
    { label: "Date", value: date },
    { label: "Time", value: at },
    { label: "Length", value: `${booking.durationMinutes} minutes` },
    { label: "Visitor's time zone", value: booking.visitorTimeZone },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));
  const toHost: QueuedEmail = {
    template: "host-reminder",
    message: {
      from: `${brand.name} website <${env.MAIL_FROM}>`,
      to: host?.email ?? env.SALES_EMAIL,
      replyTo: visitor.email,
      subject: `Reminder: ${booking.title} with ${who} ${hostPhrase.text}`,
      schedule,
      ...deferredBody({
        template: "host-reminder",
        props: {
          // "Hi Dana," as a colleague writes, from "Dana Whitfield".
          ...(host?.name ? { firstName: host.name.split(" ")[0] } : {}),
          meetingTitle: booking.title,
          visitor: who,
          when: hostPhrase.text,
          rows,
          ...(meetingUrl ? { meetingUrl } : {}),
          leadUrl: adminLeadUrl(env, booking.leadId),
          siteUrl: env.SITE_URL,
        },
      }),
    },
  };
  return { visitor: toVisitor, host: toHost };
}
