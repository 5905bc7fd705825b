// The one-time link a new staff member sets their password with.
import { Button } from "@react-email/components";
import { EmailLayout, Paragraph, colors } from "./email-layout.tsx";
import { brand } from "#app/config/site.ts";

export type StaffInvitationEmailProps = {
  invitedBy: string;
  roleLabel: string;
  roleDescription: string;
  acceptUrl: string;
  expiresAt: string;
  siteUrl: string;
};

export function StaffInvitationEmail(props: StaffInvitationEmailProps) {
  return (
    <EmailLayout
      preview={`${props.invitedBy} invited you to the ${brand.name} admin`}
      heading={`Join the ${brand.name} admin`}
      siteUrl={props.siteUrl}
      footerNote="You receive this e-mail because an administrator of our website invited this address."
    >
      <Paragraph>
        {props.invitedBy} invited you to the {brand.name} website's admin as {props.roleLabel.toLowerCase()} (
        {props.roleDescription.toLowerCase()}). Choose a password to finish setting up your account:
      </Paragraph>
      <Button
        href={props.acceptUrl}
        style={{ backgroundColor: colors.primary, color: "#ffffff", borderRadius: "6px", padding: "12px 20px", fontSize: "15px", fontWeight: 600 }}
      >
        Set your password
      </Button>
      <Paragraph>
        <br />
        The link works once, until {props.expiresAt}. If the button does not work, copy this address into your
        browser: {props.acceptUrl}
      </Paragraph>
      <Paragraph>If you did not expect this invitation, you can ignore this e-mail; no account is made without it.</Paragraph>
    </EmailLayout>
  );
}
