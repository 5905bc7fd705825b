// The visitor's receipt for a contact-form message, quoting what they wrote.
import { Link } from "@react-email/components";
import { DetailList, EmailLayout, Paragraph, colors } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";
import { mailtoHref } from "#app/lib/href.ts";

export type ContactAcknowledgementProps = {
  firstName: string;
  message: string;
  salesEmail: string;
  siteUrl: string;
};

export function ContactAcknowledgementEmail(props: ContactAcknowledgementProps) {
  return (
    <EmailLayout
      preview="Thanks for getting in touch. We'll be in touch shortly."
      heading="We received your message"
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because this address was entered in the contact form on our website."
    >
      <Paragraph>Hi {props.firstName},</Paragraph>
      <Paragraph>
        Thanks for contacting {brand.name}. A member of our team will get back to you within 24 hours. For your records,
        this is the message you sent:
      </Paragraph>
      <DetailList rows={[{ label: "Your message", value: props.message }]} />
      <Paragraph>
        Anything to add? Reply to this e-mail or write to{" "}
        <Link href={mailtoHref(props.salesEmail)} style={{ color: colors.primary }}>
          {props.salesEmail}
        </Link>
        .
      </Paragraph>
      <Paragraph>The {brand.name} team</Paragraph>
    </EmailLayout>
  );
}
