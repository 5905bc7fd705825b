// The e-mails a change writes: the visitor's notice with the updated invite (same UID, SEQUENCE one
// higher; a CANCEL for a cancellation) and the sales team's note of what changed, with the same
// invite so their calendar follows. The reason goes to sales only: visitor mail carries no free text.
import type { QueuedEmail } from "#app/features/mail/outbox.server.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { deferredBody } from "#app/features/mail/email-content.server.tsx";
import { adminLeadUrl } from "#app/config/admin-urls.ts";
import { formatDateTime, formatInstant } from "#app/lib/dates.ts";
import type { ManagedBooking, ChangeActor } from "./booking-store.server.ts";
import { hostFacts, meetingInvite } from "#app/features/scheduling/calendar-invite.server.ts";
import { mailTimeValue } from "#app/features/scheduling/visitor-zone.ts";
import { manageLinks } from "#app/features/scheduling/manage-token.server.ts";

type MailEnv = Pick<Env, "MAIL_FROM" | "SALES_EMAIL" | "SITE_URL">;

export type ChangeMail = {
  before: ManagedBooking;
  after: ManagedBooking;
  actor: ChangeActor;
  reason: string;
  /** A token for the visitor's link to the booking (a reschedule's e-mail carries one). */
  manageToken?: string;
};

/** What happened, as the visitor's notice says it. */
const changeOf = (before: ManagedBooking, after: ManagedBooking) =>
  after.status === "cancelled" ? "cancelled" : after.startsAt.getTime() === before.startsAt.getTime() ? "host-changed" : "rescheduled";

export async function composeChangeEmails({ before, after, actor, reason, manageToken }: ChangeMail, env: MailEnv): Promise<QueuedEmail[]> {
  const change = changeOf(before, after);
  const cancelled = change === "cancelled";
  const method = cancelled ? "CANCEL" : "REQUEST";
  const manageUrl = !cancelled && manageToken ? manageLinks(env, manageToken).page : undefined;
  const date = formatInstant(after.startsAt, "weekday");
  const time = formatInstant(after.startsAt, "timeWithZone");
  const { visitor } = after;
  const name = `${visitor.firstName} ${visitor.lastName}`;
  const who = visitor.company ? `${name} (${visitor.company})` : name;
  const byWhom = actor.kind === "staff" ? `${actor.email} (staff)` : "The visitor, on the booking's page";

  const notice: QueuedEmail = {
    template: cancelled ? "booking-cancelled" : "booking-rescheduled",
    message: {
      from: `${brand.name} <${env.MAIL_FROM}>`,
      to: visitor.email,
      replyTo: env.SALES_EMAIL,
      subject: `${{ cancelled: "Cancelled", rescheduled: "Rescheduled", "host-changed": "Updated" }[change]}: ${brand.name} ${after.title} on ${date} at ${time}`,
      ...deferredBody({
        template: "booking-change",
        props: {
          change,
          by: actor.kind,
          firstName: visitor.firstName,
          meetingTitle: after.title,
          date,
          time: mailTimeValue(after.startsAt, after.visitorTimeZone),
          durationMinutes: after.durationMinutes,
          ...(cancelled ? {} : { previously: formatDateTime(before.startsAt) }),
          ...(manageUrl ? { manageUrl } : {}),
          bookAgainUrl: `${env.SITE_URL}/book-demo`,
          salesEmail: env.SALES_EMAIL,
          siteUrl: env.SITE_URL,
          ...hostFacts(after.host),
        },
      }),
      icalEvent: meetingInvite(after, { method, manageUrl, env }),
    },
  };

  const heading = { cancelled: "Booking cancelled", rescheduled: "Booking rescheduled", "host-changed": "Meeting handed over" }[change];
  const summary = {
    cancelled: `${actor.kind === "staff" ? `${actor.email} cancelled` : `${who} cancelled`} the ${after.title} on ${date} at ${time}.`,
    rescheduled: `${actor.kind === "staff" ? `${actor.email} moved` : `${who} moved`} the ${after.title} from ${formatDateTime(before.startsAt)} to ${date} at ${time}.`,
    "host-changed": `${actor.kind === "staff" ? actor.email : who} handed the ${after.title} on ${date} at ${time} to ${after.host?.name ?? "the team"}.`,
  }[change];
  const rows = [
    { label: "Visitor", value: name },
    { label: "E-mail", value: visitor.email },
    { label: "Company", value: visitor.company },
    { label: "Meeting", value: after.title },
    { label: cancelled ? "Was on" : "Previous time", value: formatDateTime(before.startsAt) },
    { label: "New time", value: cancelled ? null : formatDateTime(after.startsAt) },
    { label: "Length", value: `${after.durationMinutes} minutes` },
    { label: "Reason", value: reason || "(none given)" },
    { label: "Host", value: after.host?.name ?? null },
    { label: "Previous host", value: before.hostId !== after.hostId ? (before.host?.name ?? null) : null },
    { label: "Changed by", value: byWhom },
    { label: "Visitor's time zone", value: after.visitorTimeZone },
    { label: "Invite UID", value: `${after.inviteUid} (sequence ${after.inviteSequence})` },
  ].filter((row): row is { label: string; value: string } => Boolean(row.value));

  const salesNote = (to: string, icalEvent: ReturnType<typeof meetingInvite>): QueuedEmail => ({
    template: "sales-notification",
    message: {
      from: `${brand.name} website <${env.MAIL_FROM}>`,
      to,
      replyTo: visitor.email,
      subject: cancelled
        ? `${heading}: ${who}, ${date} ${time}`
        : `${heading}: ${who}, now ${date} ${time} (was ${formatInstant(before.startsAt, "medium")} ${formatInstant(before.startsAt, "timeWithZone")})`,
      ...deferredBody({ template: "sales-notification", props: { heading, summary, rows, leadUrl: adminLeadUrl(env, after.leadId), siteUrl: env.SITE_URL } }),
      icalEvent,
    },
  });
  const invite = meetingInvite(after, { method, env });
  const hostNotes = [];
  // The host's calendar follows the meeting; a host it was taken from gets the cancellation.
  if (after.host) hostNotes.push(salesNote(after.host.email, invite));
  if (before.host && before.hostId !== after.hostId) {
    hostNotes.push(salesNote(before.host.email, meetingInvite({ ...before, inviteSequence: after.inviteSequence }, { method: "CANCEL", env })));
  }
  return [notice, salesNote(env.SALES_EMAIL, invite), ...hostNotes];
}
