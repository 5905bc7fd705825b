// Shared by the inbox page and its CSV export (no database access here).
import { formatEastern } from "#app/lib/dates.ts";
import { meetingKindLabel } from "#app/features/scheduling/meeting-title.ts";
import type { CsvRow } from "#app/lib/csv.ts";

export const LEAD_KINDS = ["booking", "contact", "datasheet"] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];
export const leadKindLabels: Record<LeadKind, string> = {
  booking: "Bookings",
  contact: "Contact messages",
  datasheet: "Datasheet requests",
};
export const isLeadKind = (value: unknown): value is LeadKind => LEAD_KINDS.includes(value as LeadKind);


export type InboxLead = {
  id: string;
  kind: string;
  functionName: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  details: Record<string, string>;
  sourcePage: string | null;
  utm: Record<string, string>;
  referrer: string | null;
  createdAt: string;
  meetingType: string | null;
  meetingStartsAt: string | null;
  meetingMinutes: number | null;
  /** confirmed | cancelled, as stored; null without a meeting. */
  meetingStatus: string | null;
  /** held | no-show once marked after the meeting; null until then or without a meeting. */
  meetingOutcome: string | null;
  /** The zone the visitor's browser sent with the booking, when it did. */
  visitorTimeZone: string | null;
  /** A LeadStatus, as stored. */
  status: string;
  ownerId: string | null;
  ownerEmail: string | null;
};

export type LeadNoteView = { id: string; authorEmail: string; body: string; createdAt: string };

/** A confirmed meeting still to come, for the Upcoming meetings view. */
export type UpcomingMeeting = {
  leadId: string;
  firstName: string;
  lastName: string;
  company: string | null;
  email: string;
  phone: string | null;
  meetingType: string;
  title: string | null;
  startsAt: string;
  durationMinutes: number;
  status: string;
  ownerEmail: string | null;
};



const pairs = (record: Record<string, string>) =>
  Object.entries(record)
    .map(([key, value]) => `${key}=${value}`)
    .join("; ");

/** A lead's meeting in one line, "Demo, Dec 1, 2026, 2:30 PM ET", marked when it was cancelled; null without one. */
export function meetingSummary(lead: Pick<InboxLead, "meetingType" | "meetingStartsAt" | "meetingStatus">): string | null {
  if (!lead.meetingStartsAt) return null;
  const line = `${meetingKindLabel(lead.meetingType ?? "")}, ${formatEastern(lead.meetingStartsAt)}`;
  return lead.meetingStatus === "cancelled" ? `${line} (cancelled)` : line;
}

export const LEADS_CSV_HEADER = [
  "received_at",
  "kind",
  "form",
  "first_name",
  "last_name",
  "email",
  "phone",
  "company",
  "message",
  "meeting_type",
  "meeting_starts_at",
  "meeting_time_et",
  "meeting_minutes",
  "meeting_status",
  "meeting_outcome",
  "visitor_time_zone",
  "details",
  "source_page",
  "utm",
  "referrer",
  "status",
  "owner",
  "lead_id",
] as const;

/** One lead as a row of the CSV export, in LEADS_CSV_HEADER's order. */
export function leadCsvRow(lead: InboxLead): CsvRow {
  return [
    lead.createdAt,
    lead.kind,
    lead.functionName,
    lead.firstName,
    lead.lastName,
    lead.email,
    lead.phone,
    lead.company,
    lead.message,
    lead.meetingType,
    lead.meetingStartsAt,
    lead.meetingStartsAt ? formatEastern(lead.meetingStartsAt) : null,
    lead.meetingMinutes,
    lead.meetingStatus,
    lead.meetingOutcome,
    lead.visitorTimeZone,
    pairs(lead.details),
    lead.sourcePage,
    pairs(lead.utm),
    lead.referrer,
    lead.status,
    lead.ownerEmail,
    lead.id,
  ];
}
