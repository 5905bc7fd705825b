// The visitor's notice that a booking moved or was cancelled; the updated (or cancelling) invite
// travels with it, so their calendar changes the meeting in place. Like every visitor e-mail it
// carries no free text: neither the visitor's nor the staff member's reason.
import { Link } from "@react-email/components";
import { DetailList, EmailLayout, Greeting, ManageLink, Paragraph, ReplyAndSignOff, colors, meetingRows, type MeetingHostFacts } from "./email-layout.tsx";

export type BookingChangeProps = MeetingHostFacts & {
  /** host-changed: the same time with another member of the team (staff hand it over). */
  change: "rescheduled" | "cancelled" | "host-changed";
  /** Who changed it: the visitor on their booking's page, or our team. */
  by: "visitor" | "staff";
  firstName: string;
  meetingTitle: string;
  /** The meeting's date and time now (rescheduled) or as it was (cancelled). */
  date: string;
  time: string;
  durationMinutes: number;
  /** Where it was before a reschedule: "Monday, November 30, 2026 at 2:30 PM EST". */
  previously?: string;
  /** The booking's page; a rescheduled meeting can be changed again there. */
  manageUrl?: string;
  bookAgainUrl: string;
  salesEmail: string;
  siteUrl: string;
};

const COPY = {
  rescheduled: {
    heading: "Your meeting has a new time",
    visitor: "As you asked, your meeting has moved. The new time:",
    staff: "Our team has moved your meeting. The new time:",
    invite: "The attached invitation (invite.ics) updates the meeting in your calendar.",
  },
  "host-changed": {
    heading: "Your meeting has a new host",
    visitor: "Your meeting now has a new host. The time stays the same:",
    staff: "A colleague now runs your meeting. The time stays the same:",
    invite: "The attached invitation (invite.ics) updates the meeting in your calendar.",
  },
  cancelled: {
    heading: "Your meeting is cancelled",
    visitor: "As you asked, this meeting is cancelled:",
    staff: "Our team has cancelled this meeting:",
    invite: "The attached cancellation (invite.ics) removes the meeting from your calendar.",
  },
} as const;

export function BookingChangeEmail(props: BookingChangeProps) {
  const copy = COPY[props.change];
  return (
    <EmailLayout
      preview={`${props.meetingTitle}: ${props.change === "cancelled" ? "cancelled" : `now ${props.date}`}`}
      heading={copy.heading}
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because this address was used to book a meeting on our website."
    >
      <Greeting name={props.firstName} />
      <Paragraph>{props.by === "visitor" ? copy.visitor : copy.staff}</Paragraph>
      <DetailList
        rows={[
          ...meetingRows(props),
          ...(props.previously ? [{ label: "Previously", value: props.previously }] : []),
        ]}
      />
      <Paragraph>{copy.invite}</Paragraph>
      {props.change !== "cancelled" && props.manageUrl ? (
        <ManageLink href={props.manageUrl} lead="Need to change it again? Your booking's page:" />
      ) : (
        <Paragraph>
          Want to meet another time?{" "}
          <Link href={props.bookAgainUrl} style={{ color: colors.primary }}>
            Book a new meeting
          </Link>
          .
        </Paragraph>
      )}
      <ReplyAndSignOff question="Questions?" salesEmail={props.salesEmail} />
    </EmailLayout>
  );
}
