// The double opt-in e-mail of the newsletter: one button to confirm. It greets no one by name (the
// form asks only for an address, which anyone could have typed) and says what to do if it was not
// them: nothing, and nothing more will come.
import { Link, Section, Text } from "@react-email/components";
import { ButtonLink, colors, EmailLayout, Paragraph } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";

export type NewsletterConfirmationProps = {
  newsletterName: string;
  confirmUrl: string;
  unsubscribeUrl: string;
  confirmDays: number;
  siteUrl: string;
};

export function NewsletterConfirmationEmail(props: NewsletterConfirmationProps) {
  return (
    <EmailLayout
      preview={`Confirm your subscription to ${props.newsletterName}.`}
      heading={`Confirm your subscription to ${props.newsletterName}`}
      siteUrl={props.siteUrl}
      footerNote={`You receive this e-mail because this address was entered in the ${props.newsletterName} sign-up on our website.`}
    >
      <Paragraph>Hello,</Paragraph>
      <Paragraph>
        Thanks for signing up for {props.newsletterName}, the monthly {brand.name} newsletter on AI trust and security.
        Please confirm that this is your address, and the next issue will be on its way.
      </Paragraph>
      <Section style={{ margin: "0 0 20px" }}>
        <ButtonLink href={props.confirmUrl} label="Confirm my subscription" />
      </Section>
      <Paragraph>
        The link works for {props.confirmDays} days. If you did not sign up, ignore this e-mail: without a confirmation
        you will not hear from us again.
      </Paragraph>
      <Text style={{ fontSize: "12px", lineHeight: "18px", margin: "0", color: colors.muted }}>
        Changed your mind? <Link href={props.unsubscribeUrl} style={{ color: colors.muted }}>Unsubscribe</Link>.
      </Text>
    </EmailLayout>
  );
}
