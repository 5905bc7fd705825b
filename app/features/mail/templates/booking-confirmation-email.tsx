// The visitor's confirmation of a demo or discovery call; the calendar invite travels with it.
import { brand, meetings } from "#app/config/site.ts";
import { BulletList, DetailList, EmailLayout, Greeting, ManageLink, Paragraph, ReplyAndSignOff, meetingRows, type MeetingHostFacts } from "./email-layout.tsx";

export type BookingConfirmationProps = MeetingHostFacts & {
  firstName: string;
  meetingType: "demo" | "discovery";
  meetingTitle: string;
  date: string;
  /** "2:30 PM EST (Eastern Time)", with the visitor's own time after it when it differs. */
  time: string;
  durationMinutes: number;
  /** The booking's page (/bookings/<token>): reschedule or cancel without writing to anyone. */
  manageUrl: string;
  salesEmail: string;
  siteUrl: string;
};

const DEMO_NEXT_STEPS = (minutes: number) => [
  "Our team contacts you within 24 hours to confirm the details.",
  "You receive a secure meeting link and short preparation materials.",
  `We run your personalised ${minutes}-minute AI Trust Score demonstration.`,
  `You get your complimentary AI Security Risk Audit report (a ${meetings.auditValue} value).`,
];

const DISCOVERY_TOPICS = [
  "How your teams use generative AI today and your security posture.",
  `Whether ${brand.name} fits your AI risk, compliance and shadow-AI needs.`,
  "Integration, deployment and compliance questions.",
  "Next steps that make sense for you.",
  "Any topic that is top of mind for you.",
];

export function BookingConfirmationEmail(props: BookingConfirmationProps) {
  const demo = props.meetingType === "demo";
  const heading = demo ? "Your AI Trust Score demo is booked" : "Your discovery call is booked";
  return (
    <EmailLayout
      preview={`${props.meetingTitle}: ${props.date} at ${props.time}`}
      heading={heading}
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because this address was used to book a meeting on our website."
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        Thank you for booking time with us. Your {demo ? "demo" : "call"} is confirmed:
      </Paragraph>
      <DetailList rows={meetingRows(props)} />
      <Paragraph>
        A calendar invitation is attached (invite.ics). Accept it to add the meeting to your calendar;
        {props.meetingUrl ? " the meeting link is in it and above." : " the secure meeting link follows before the call."}
      </Paragraph>
      {demo ? (
        <BulletList title="What happens next" items={DEMO_NEXT_STEPS(props.durationMinutes)} />
      ) : (
        <BulletList title="What we'll cover" items={DISCOVERY_TOPICS} />
      )}
      <ManageLink href={props.manageUrl} lead="Plans changed? Pick another time or cancel on your booking's page:" />
      <ReplyAndSignOff question="Questions?" salesEmail={props.salesEmail} />
    </EmailLayout>
  );
}
