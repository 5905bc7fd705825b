// A host as availability reads them: who they are to visitors, and the rules of their time (the
// Availability page edits them; hosts.server.ts loads them). Pure data, shared by the server's
// availability and the team week view.

export const MEETING_KINDS = ["demo", "discovery"] as const;
export type MeetingKind = (typeof MEETING_KINDS)[number];

/** ISO weekday ("1" Monday … "7" Sunday) → ranges of minutes after midnight in the host's zone, [start, end). */
export type WeeklyHours = Partial<Record<string, [number, number][]>>;

/** A day off or a run of them, both ends included, as ISO dates in the host's zone. */
export type DaysOff = { firstDay: string; lastDay: string };

export type HostRules = {
  adminId: string;
  /** What visitors read: the display name, or the address when none was given. */
  name: string;
  email: string;
  meetingKinds: readonly MeetingKind[];
  timeZone: string;
  weeklyHours: WeeklyHours;
  daysOff: readonly DaysOff[];
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  /** Meetings a day at most, counted on their own calendar day; null: no maximum. */
  dailyMax: number | null;
  meetingUrl: string | null;
};

export const ISO_WEEKDAYS = [
  { key: "1", name: "Monday" },
  { key: "2", name: "Tuesday" },
  { key: "3", name: "Wednesday" },
  { key: "4", name: "Thursday" },
  { key: "5", name: "Friday" },
  { key: "6", name: "Saturday" },
  { key: "7", name: "Sunday" },
] as const;
