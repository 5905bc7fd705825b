// The frame every e-mail shares: brand header, one column, footer with the postal address.
import { Body, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { ReactNode } from "react";
import { addresses, brand } from "#app/config/site.ts";
import { plainName } from "#app/features/mail/plain-name.ts";
import { mailtoHref } from "#app/lib/href.ts";

export const colors = {
  ink: "#17172e",
  primary: "#4338ca",
  muted: "#5b6075",
  border: "#e3e5ee",
  panel: "#f5f6fb",
  amber: "#f0b429",
} as const;

const font = '-apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function EmailLayout({
  preview,
  heading,
  siteUrl,
  footerNote,
  children,
}: {
  preview: string;
  heading: string;
  siteUrl: string;
  footerNote: string;
  children: ReactNode;
}) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colors.panel, margin: 0, padding: "24px 0", fontFamily: font, color: colors.ink }}>
        <Container style={{ maxWidth: "600px", backgroundColor: "#ffffff", border: `1px solid ${colors.border}`, borderRadius: "8px" }}>
          <Section style={{ backgroundColor: colors.ink, borderRadius: "8px 8px 0 0", padding: "20px 32px" }}>
            <Text style={{ margin: 0, color: "#ffffff", fontSize: "20px", fontWeight: 700, letterSpacing: "0.02em" }}>
              {brand.name}
              <span data-skip-in-text="true" style={{ color: colors.amber }}> ▪</span>
            </Text>
            <Text style={{ margin: "4px 0 0", color: "#c7c9e0", fontSize: "13px" }}>{brand.tagline}</Text>
          </Section>
          <Section style={{ padding: "8px 32px 24px" }}>
            <Heading as="h1" style={{ fontSize: "22px", lineHeight: "30px", margin: "24px 0 16px", color: colors.ink }}>
              {heading}
            </Heading>
            {children}
          </Section>
          <Hr style={{ borderColor: colors.border, margin: 0 }} />
          <Section style={{ padding: "16px 32px 24px" }}>
            <Text style={{ margin: 0, fontSize: "12px", lineHeight: "18px", color: colors.muted }}>{footerNote}</Text>
            <Text style={{ margin: "8px 0 0", fontSize: "12px", lineHeight: "18px", color: colors.muted }}>
              {addresses.postal} ·{" "}
              <Link href={siteUrl} style={{ color: colors.muted }}>
                {brand.domain}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export function Paragraph({ children }: { children: ReactNode }) {
  return <Text style={{ fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" }}>{children}</Text>;
}

/**
 * The opening line of every e-mail to a visitor: "Hi Ada," when the typed name is plainly a name,
 * "Hello," otherwise, so the form's text fields cannot put words or links into the brand's mail.
 */
export function Greeting({ name }: { name: string | null | undefined }) {
  const shown = plainName(name);
  return <Paragraph>{shown ? `Hi ${shown},` : "Hello,"}</Paragraph>;
}

/** A label/value list in a shaded panel (meeting details, every field of a lead). */
export function DetailList({ rows }: { rows: Array<{ label: string; value: string }> }) {
  return (
    <Section style={{ backgroundColor: colors.panel, borderRadius: "6px", padding: "12px 16px", margin: "0 0 20px" }}>
      {rows.map((row) => (
        <Text key={row.label} style={{ margin: "4px 0", fontSize: "14px", lineHeight: "22px", whiteSpace: "pre-wrap" }}>
          <strong>{row.label}:</strong> {row.value}
        </Text>
      ))}
    </Section>
  );
}

/** Who runs a meeting, as visitor mail names them: their name and their video room, when set. */
export type MeetingHostFacts = { hostName?: string; meetingUrl?: string };
type MeetingFacts = { meetingTitle: string; date: string; time: string; durationMinutes: number } & MeetingHostFacts;

/** A meeting's rows for DetailList, the same in its confirmation and in any later change. */
export const meetingRows = (meeting: MeetingFacts) => [
  { label: "Meeting", value: meeting.meetingTitle },
  { label: "Date", value: meeting.date },
  { label: "Time", value: meeting.time },
  { label: "Length", value: `${meeting.durationMinutes} minutes` },
  ...(meeting.hostName ? [{ label: "With", value: meeting.hostName }] : []),
  ...(meeting.meetingUrl ? [{ label: "Join", value: meeting.meetingUrl }] : []),
];

export function BulletList({ title, items }: { title: string; items: readonly string[] }) {
  return (
    <Section style={{ margin: "0 0 16px" }}>
      <Text style={{ fontSize: "15px", fontWeight: 700, margin: "0 0 8px" }}>{title}</Text>
      {items.map((item, index) => (
        <Text key={item} style={{ fontSize: "14px", lineHeight: "22px", margin: "0 0 6px" }}>
          {index + 1}. {item}
        </Text>
      ))}
    </Section>
  );
}

/**
 * The booking's own page, where the visitor reschedules or cancels (cal.com's ManageLink): a button
 * and the address written out, for mail clients that show no buttons.
 */
export function ManageLink({ href, lead }: { href: string; lead: string }) {
  return (
    <Section style={{ margin: "0 0 20px" }}>
      <Text style={{ fontSize: "15px", lineHeight: "24px", margin: "0 0 12px" }}>{lead}</Text>
      <ButtonLink href={href} label="Reschedule or cancel" />
    </Section>
  );
}

/** A link drawn as a button, and the address written out under it for mail clients that show no buttons. */
export function ButtonLink({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Link
        href={href}
        style={{
          display: "inline-block",
          backgroundColor: colors.primary,
          color: "#ffffff",
          borderRadius: "6px",
          padding: "10px 18px",
          fontSize: "15px",
          fontWeight: 600,
          textDecoration: "none",
        }}
      >
        {label}
      </Link>
      <Text style={{ fontSize: "12px", lineHeight: "18px", margin: "12px 0 0", color: colors.muted, wordBreak: "break-all" }}>
        Or open this link: {href}
      </Text>
    </>
  );
}

/** "Questions? Reply to this e-mail or write to sales@…" and the team's sign-off. */
export function ReplyAndSignOff({ question, salesEmail }: { question: string; salesEmail: string }) {
  return (
    <>
      <Paragraph>
        {question} Reply to this e-mail or write to{" "}
        <Link href={mailtoHref(salesEmail)} style={{ color: colors.primary }}>
          {salesEmail}
        </Link>
        .
      </Paragraph>
      <Paragraph>The {brand.name} team</Paragraph>
    </>
  );
}
