// The sales team's copy of a lead: every field the visitor sent, plus where they came from.
import { ButtonLink, DetailList, EmailLayout, Paragraph } from "./email-layout.tsx";

export type SalesNotificationProps = {
  heading: string;
  summary: string;
  rows: Array<{ label: string; value: string }>;
  /** The lead in the sales workspace (absent from messages queued before it was linked). */
  leadUrl?: string;
  siteUrl: string;
};

export function SalesNotificationEmail(props: SalesNotificationProps) {
  return (
    <EmailLayout
      preview={props.summary}
      heading={props.heading}
      siteUrl={props.siteUrl}
      footerNote="Sent by the website to the sales inbox. Replying goes to the visitor."
    >
      <Paragraph>{props.summary}</Paragraph>
      <DetailList rows={props.rows} />
      {props.leadUrl && <ButtonLink href={props.leadUrl} label="Open the lead" />}
    </EmailLayout>
  );
}
