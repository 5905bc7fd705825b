// The visitor's receipt for a contact-form message. It never quotes what was written: anyone can
// type any address into the form, and the brand's mail must not carry a stranger's text to it.
import { EmailLayout, Greeting, Paragraph, ReplyAndSignOff } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";

export type ContactAcknowledgementProps = {
  firstName: string;
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
      <Greeting name={props.firstName} />
      <Paragraph>
        Thanks for contacting {brand.name}. We have received your message, and a member of our team will get back to
        you within 24 hours.
      </Paragraph>
      <Paragraph>
        If you did not contact us, someone else entered this address in our contact form, and you can ignore this
        e-mail.
      </Paragraph>
      <ReplyAndSignOff question="Anything to add?" salesEmail={props.salesEmail} />
    </EmailLayout>
  );
}
