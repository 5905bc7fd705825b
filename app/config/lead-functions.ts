// The public lead functions (ARCHITECTURE.md "Public functions"): one name per spec function.
// Shared by the browser client and the server; nothing here touches the DOM or the database.
import type { meetings } from "./site.ts";

export const LEAD_FUNCTIONS = [
  "send-demo-confirmation",
  "send-discovery-confirmation",
  "send-msp-demo-request",
  "send-contact-email",
  "send-guardrails-datasheet-email",
  "send-red-teaming-datasheet-email",
  "send-observability-datasheet-email",
  "send-chatbot-datasheet-email",
] as const;
export type LeadFunctionName = (typeof LEAD_FUNCTIONS)[number];

export function isLeadFunction(name: string): name is LeadFunctionName {
  return (LEAD_FUNCTIONS as readonly string[]).includes(name);
}

/** What each function records: a booking, a contact message or a datasheet request. */
export function leadKindOf(name: LeadFunctionName): LeadReceipt["kind"] {
  if (name === "send-contact-email") return "contact";
  return name.endsWith("-datasheet-email") ? "datasheet" : "booking";
}

/** What a successful call answers (inside `{"data": …, "error": null}`). */
export type LeadReceipt = {
  /** The stored lead's id (a random one when the honeypot was filled). */
  id: string;
  kind: "booking" | "contact" | "datasheet";
  functionName: LeadFunctionName;
  booking?: {
    meetingType: "demo" | "discovery";
    /** ISO instant (UTC) of the start. */
    startsAt: string;
    endsAt: string;
    durationMinutes: number;
    timeZone: typeof meetings.timeZone;
    /** "Monday, November 30, 2026" in Eastern time. */
    date: string;
    /** "2:30 PM EST" */
    time: string;
    /** "Monday, November 30, 2026 at 2:30 PM EST" */
    display: string;
    /** What the meeting is called ("AI Trust Score demo"). */
    title: string;
    /** The visitor's IANA zone as sent with the booking, else null. */
    visitorTimeZone: string | null;
    /**
     * The booking's page (/bookings/<token>). Only the answer that stored the booking has it: the
     * token is kept hashed, so a replay of the same submission cannot repeat it (the e-mail has it).
     */
    manageUrl?: string;
    /** Add to calendar: Google Calendar and Outlook pages for this meeting, and its .ics (with manageUrl). */
    calendar: { google: string; outlook: string; outlookCom: string; ics?: string };
  };
  datasheet?: { product: string; pdfUrl: string };
};

/** The error half of the envelope: a message and one message per bad field. */
type LeadError = { message: string; fields: Record<string, string> };
export type LeadEnvelope = { data: LeadReceipt; error: null } | { data: null; error: LeadError };
