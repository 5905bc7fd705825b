// Whether a meeting took place, as its host or an admin marks it once it has ended: kept for
// reporting (the leads CSV, webhooks). No database access here, so the lead page can use it too.
import type { StaffRole } from "#app/features/admin/roles.ts";

export const MEETING_OUTCOMES = ["held", "no-show"] as const;
export type MeetingOutcome = (typeof MEETING_OUTCOMES)[number];
export const isMeetingOutcome = (value: unknown): value is MeetingOutcome => MEETING_OUTCOMES.includes(value as MeetingOutcome);

export const meetingOutcomeLabels: Record<MeetingOutcome, string> = { held: "Held", "no-show": "No-show" };

/** An outcome as the lead's page shows it: which, when (ISO), and who marked it last. */
export type OutcomeView = { value: MeetingOutcome; at: string; by: string | null };

/** A meeting has ended once its start plus its length has passed; only then can its outcome be known. */
export const meetingEnded = (meeting: { startsAt: Date | string; durationMinutes: number }, now: Date) =>
  new Date(meeting.startsAt).getTime() + meeting.durationMinutes * 60_000 <= now.getTime();

/** Who may mark it: an admin any meeting, anyone else only a meeting they host. */
export const mayRecordOutcome = (staff: { adminId: string | null; role: StaffRole }, hostId: string | null) =>
  staff.role === "admin" || (hostId !== null && staff.adminId === hostId);
