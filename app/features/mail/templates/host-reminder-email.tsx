// The host's reminder before a meeting they take (or, without hosts, the sales inbox's): who is
// coming, when in the host's own time, the room to open and the lead to read up on first.
import { Section } from "@react-email/components";
import { ButtonLink, DetailList, EmailLayout, Greeting, Paragraph } from "./email-layout.tsx";

export type HostReminderProps = {
  /** The host's first name, from their name on the Availability page; none for the sales inbox. */
  firstName?: string;
  meetingTitle: string;
  /** "Ada Lovelace (Acme)". */
  visitor: string;
  /** "tomorrow at 2:30 PM EST", as the host's clock shows it when the reminder arrives. */
  when: string;
  /** Meeting, visitor and contact rows, the time in the host's zone. */
  rows: Array<{ label: string; value: string }>;
  meetingUrl?: string;
  leadUrl: string;
  siteUrl: string;
};

export function HostReminderEmail(props: HostReminderProps) {
  return (
    <EmailLayout
      preview={`${props.meetingTitle} with ${props.visitor} ${props.when}`}
      heading={`Coming up: ${props.meetingTitle} with ${props.visitor}`}
      siteUrl={props.siteUrl}
      footerNote="Sent by the website to the meeting's host. Replying goes to the visitor."
    >
      <Greeting name={props.firstName} />
      <Paragraph>
        Your {props.meetingTitle} with {props.visitor} starts {props.when}.
      </Paragraph>
      <DetailList rows={props.rows} />
      {props.meetingUrl && (
        <Section style={{ margin: "0 0 20px" }}>
          <ButtonLink href={props.meetingUrl} label="Open the meeting room" />
        </Section>
      )}
      <ButtonLink href={props.leadUrl} label="Open the lead" />
    </EmailLayout>
  );
}
