// What each public function accepts: its body is checked with the same zod schema its form uses,
// then normalised into one LeadDraft shape the store, the e-mails and the receipt all read.
import type { z } from "zod";
import { files, meetings } from "#app/config/site.ts";
import { fieldErrors } from "#app/lib/zod.ts";
import { DEFAULT_MEETING_TITLES } from "#app/features/scheduling/meeting-title.ts";
import type { LeadFunctionName, LeadReceipt } from "#app/config/lead-functions.ts";
import {
  ContactSchema,
  createLandingDemoSchema,
  createMeetingSchema,
  createSolutionRequestSchema,
  DatasheetRequestSchema,
  MEETING_COMPANY_PLACEHOLDER,
  SubmissionMetaSchema,
  type BookingRules,
  type SubmissionMeta,
} from "./lead.schema.ts";

type MeetingType = "demo" | "discovery";

type BookingDraft = {
  meetingType: MeetingType;
  /** YYYY-MM-DD, a New York calendar day. */
  date: string;
  /** Minutes after midnight, New York wall clock. */
  minutes: number;
  durationMinutes: number;
  /** What the meeting is called in e-mails and the invite. */
  title: string;
  /** The visitor's IANA zone, when the form sent it. */
  visitorTimeZone: string | null;
};

export type LeadDraft = {
  functionName: LeadFunctionName;
  kind: LeadReceipt["kind"];
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  company: string | null;
  message: string | null;
  /** Form-specific fields, stored as they are and listed in the sales notification. */
  details: Record<string, string>;
  booking: BookingDraft | null;
  datasheet: { product: string; pdfPath: string } | null;
};

type ParsedSubmission = { draft: LeadDraft; meta: SubmissionMeta };
export type ParseResult = { ok: true; value: ParsedSubmission } | { ok: false; fields: Record<string, string> };

/** Which fields only the landing page's long form sends: their presence selects its schema. */
const LANDING_ONLY_FIELDS = ["role", "employees", "useCase", "referralSource", "message"] as const;

const CAMPAIGN_NAMES = {
  msp: "Managed Service Providers",
  legal: "Legal AI Governance",
  telecom: "Telecom AI Governance",
  finserv: "Financial Services AI Governance",
} as const;

const DATASHEETS = {
  "send-guardrails-datasheet-email": { product: "AI Guardrails", pdfPath: files.datasheets.guardrails },
  "send-red-teaming-datasheet-email": { product: "AI Red Teaming", pdfPath: files.datasheets.redTeaming },
  "send-observability-datasheet-email": { product: "AI Observability", pdfPath: files.datasheets.observability },
  "send-chatbot-datasheet-email": { product: "Secure Workforce Chatbot", pdfPath: files.datasheets.chatbot },
} as const;

/**
 * Pages whose datasheet is not their function's product: the developer page records a guardrails
 * lead but offers the SDK datasheet, and the e-mail must link the PDF the visitor opened.
 */
const DATASHEET_BY_PAGE: Readonly<Record<string, { product: string; pdfPath: string }>> = {
  "/solutions/developers": { product: "Developer SDK", pdfPath: files.datasheets.developers },
};

const orNull = (value: string | undefined) => (value ? value : null);
/** Drops empty optional answers so the stored details and the notification list only real ones. */
const compact = (record: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(record).filter((entry): entry is [string, string] => Boolean(entry[1])));

export function usesLandingForm(body: Record<string, unknown>): boolean {
  return LANDING_ONLY_FIELDS.some((field) => body[field] !== undefined);
}

type Person = Pick<LeadDraft, "firstName" | "lastName" | "email" | "phone" | "company" | "message">;

function person(fields: { firstName: string; lastName: string; email: string; phone?: string; company?: string; message?: string }): Person {
  return {
    firstName: fields.firstName,
    lastName: fields.lastName,
    email: fields.email,
    phone: orNull(fields.phone),
    company: fields.company === MEETING_COMPANY_PLACEHOLDER ? null : orNull(fields.company),
    message: orNull(fields.message),
  };
}

/** Builds the parser for every function once; the booking rules (slot list) come from the environment. */
export function createLeadParser(rules: BookingRules) {
  const meetingSchema = createMeetingSchema(rules);
  const landingSchema = createLandingDemoSchema(rules);
  const solutionSchema = createSolutionRequestSchema(rules);

  type DraftResult = { ok: true; draft: LeadDraft } | { ok: false; error: z.ZodError };

  function landingDraft(body: Record<string, unknown>): DraftResult {
    const result = landingSchema.safeParse(body);
    if (!result.success) return { ok: false, error: result.error };
    const v = result.data;
    return {
      ok: true,
      draft: {
        functionName: "send-demo-confirmation",
        kind: "booking",
        ...person(v),
        details: compact({ form: "landing", role: v.role, employees: v.employees, useCase: v.useCase, referralSource: v.referralSource }),
        booking: {
          meetingType: "demo",
          date: v.date,
          minutes: v.time,
          durationMinutes: meetings.landingDemoMinutes,
          title: "AI Trust Score demo and free AI Security Risk Audit",
          visitorTimeZone: v.timeZone,
        },
        datasheet: null,
      },
    };
  }

  /** Book a Meeting: the demo tab and the discovery tab send the same fields. */
  function meetingDraft(functionName: "send-demo-confirmation" | "send-discovery-confirmation", body: Record<string, unknown>): DraftResult {
    const result = meetingSchema.safeParse(body);
    if (!result.success) return { ok: false, error: result.error };
    const v = result.data;
    const demo = functionName === "send-demo-confirmation";
    return {
      ok: true,
      draft: {
        functionName,
        kind: "booking",
        ...person({ ...v, message: v.comments }),
        details: { form: "book-a-meeting" },
        booking: {
          meetingType: demo ? "demo" : "discovery",
          date: v.date,
          minutes: v.time,
          durationMinutes: demo ? meetings.demoMinutes : meetings.discoveryMinutes,
          title: DEFAULT_MEETING_TITLES[demo ? "demo" : "discovery"],
          visitorTimeZone: v.timeZone,
        },
        datasheet: null,
      },
    };
  }

  function draftFor(functionName: LeadFunctionName, body: Record<string, unknown>): DraftResult {
    switch (functionName) {
      case "send-demo-confirmation":
        return usesLandingForm(body) ? landingDraft(body) : meetingDraft(functionName, body);
      case "send-discovery-confirmation":
        return meetingDraft(functionName, body);
      case "send-msp-demo-request": {
        const result = solutionSchema.safeParse(body);
        if (!result.success) return { ok: false, error: result.error };
        const v = result.data;
        const demo = v.type === "demo";
        return {
          ok: true,
          draft: {
            functionName,
            kind: "booking",
            ...person({ ...v, message: v.comments }),
            details: { form: "solution-page", type: v.type, campaign: v.campaign },
            booking: {
              meetingType: v.type,
              date: v.date,
              minutes: v.time,
              durationMinutes: demo ? meetings.demoMinutes : meetings.discoveryMinutes,
              title: `${DEFAULT_MEETING_TITLES[demo ? "demo" : "discovery"]}: ${CAMPAIGN_NAMES[v.campaign]}`,
              visitorTimeZone: v.timeZone,
            },
            datasheet: null,
          },
        };
      }
      case "send-contact-email": {
        const result = ContactSchema.safeParse(body);
        if (!result.success) return { ok: false, error: result.error };
        const v = result.data;
        return {
          ok: true,
          draft: {
            functionName,
            kind: "contact",
            ...person({ firstName: v.firstName, lastName: v.lastName, email: v.workEmail, phone: v.phoneNumber, message: v.message }),
            details: {},
            booking: null,
            datasheet: null,
          },
        };
      }
      default: {
        const result = DatasheetRequestSchema.safeParse(body);
        if (!result.success) return { ok: false, error: result.error };
        const datasheet =
          (typeof body.sourcePage === "string" && DATASHEET_BY_PAGE[body.sourcePage]) || DATASHEETS[functionName];
        return {
          ok: true,
          draft: {
            functionName,
            kind: "datasheet",
            ...person(result.data),
            details: { product: datasheet.product, datasheet: datasheet.pdfPath },
            booking: null,
            datasheet,
          },
        };
      }
    }
  }

  /** Checks a body (already known to be a JSON object); every bad field is named, meta fields included. */
  return function parseSubmission(functionName: LeadFunctionName, body: Record<string, unknown>): ParseResult {
    const fields = draftFor(functionName, body);
    const meta = SubmissionMetaSchema.safeParse(body);
    if (fields.ok && meta.success) return { ok: true, value: { draft: fields.draft, meta: meta.data } };
    return {
      ok: false,
      fields: {
        ...(meta.success ? {} : fieldErrors(meta.error)),
        ...(fields.ok ? {} : fieldErrors(fields.error)),
      },
    };
  };
}

export type LeadParser = ReturnType<typeof createLeadParser>;
