// The one-time link a staff member who forgot their password sets a new one with.
import { EmailLayout, ButtonLink, Paragraph } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";

export type PasswordResetEmailProps = {
  resetUrl: string;
  expiresAt: string;
  siteUrl: string;
};

export function PasswordResetEmail(props: PasswordResetEmailProps) {
  return (
    <EmailLayout
      preview={`Reset your ${brand.name} admin password`}
      heading="Reset your password"
      siteUrl={props.siteUrl}
      footerNote={`You receive this e-mail because someone asked to reset the password of the ${brand.name} admin account with this address.`}
    >
      <Paragraph>Someone, hopefully you, asked for a link to choose a new password for your {brand.name} admin account:</Paragraph>
      <ButtonLink href={props.resetUrl} label="Choose a new password" />
      <Paragraph>
        The link works once, until {props.expiresAt}. Setting a new password signs your account out everywhere.
      </Paragraph>
      <Paragraph>If you did not ask for this, you can ignore this e-mail: your password stays as it is.</Paragraph>
    </EmailLayout>
  );
}
