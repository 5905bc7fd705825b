// The visitor's reminder before a booked meeting (BOOKING_REMINDERS): when, in their own time first,
// how to join, and their booking's page to move or cancel it. Like every visitor e-mail it carries
// no free text from the form: the name only when it is plainly one (Greeting).
import { Section } from "@react-email/components";
import { ButtonLink, DetailList, EmailLayout, Greeting, ManageLink, Paragraph, ReplyAndSignOff, meetingRows } from "./email-layout.tsx";

export type BookingReminderProps = {
  firstName: string;
  meetingTitle: string;
  /** "tomorrow at 8:30 PM GMT+1", as the visitor's clock shows it when the reminder arrives. */
  when: string;
  /** The meeting's day from the reader's side, when it is that near. */
  day?: "today" | "tomorrow";
  /** The day and time in the visitor's zone, with Eastern time after it when it differs. */
  date: string;
  time: string;
  durationMinutes: number;
  /** Who takes the meeting, when a host was assigned and named. */
  hostName?: string;
  /** The host's video room, when they have one. */
  meetingUrl?: string;
  /** The booking's page (/bookings/<token>). */
  manageUrl?: string;
  salesEmail: string;
  siteUrl: string;
};

export function BookingReminderEmail(props: BookingReminderProps) {
  const withWhom = props.hostName ? ` with ${props.hostName}` : "";
  return (
    <EmailLayout
      preview={`${props.meetingTitle}${withWhom} ${props.when}`}
      heading={`Your ${props.meetingTitle} is ${props.day ?? "coming up"}`}
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because this address was used to book a meeting on our website."
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        A reminder: your {props.meetingTitle}
        {withWhom} starts {props.when}.
      </Paragraph>
      <DetailList rows={[...meetingRows(props), ...(props.hostName ? [{ label: "With", value: props.hostName }] : [])]} />
      {props.meetingUrl ? (
        <Section style={{ margin: "0 0 20px" }}>
          <Paragraph>At the time of the meeting, join here:</Paragraph>
          <ButtonLink href={props.meetingUrl} label="Join the meeting" />
        </Section>
      ) : (
        <Paragraph>The link to join comes from our team before the call. If it has not reached you, reply to this e-mail.</Paragraph>
      )}
      {props.manageUrl && <ManageLink href={props.manageUrl} lead="Can't make it? Pick another time or cancel on your booking's page:" />}
      <ReplyAndSignOff question="Questions before the call?" salesEmail={props.salesEmail} />
    </EmailLayout>
  );
}
