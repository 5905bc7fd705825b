// Whether a host can take a meeting (decision 043): it is of a kind they take, the meeting lies in
// their working hours, and the meeting with their buffers around it touches none of their busy
// calendar times and none of their other meetings' held time, on a day under their maximum. The
// held time compared is the one the database's exclusion constraint compares, so what is offered
// is what a booking is then allowed to take.
import type { HostRules, MeetingKind } from "./host-rules.ts";
import { merge, minutesLong, overlaps, widen, within, type Interval } from "./intervals.ts";
import { dayIn, workingSpans } from "./working-hours.ts";

/** A host with what their time holds over the range being looked at. */
export type HostTime = {
  rules: HostRules;
  /** Working spans over the range (working-hours.ts). */
  working: Interval[];
  /** Busy times from their calendars, merged. */
  busy: Interval[];
  /** Their confirmed meetings: the time each holds (buffers included) and its start. */
  meetings: { held: Interval; start: number }[];
  /** How many of those fall on each of their own days (ISO date), for the daily maximum. */
  meetingsPerDay: ReadonlyMap<string, number>;
};

export type MeetingAsk = { kind: MeetingKind; start: number; minutes: number };

/** The time a meeting holds for a host: the meeting with their buffers. */
export const heldTime = (rules: Pick<HostRules, "bufferBeforeMinutes" | "bufferAfterMinutes">, ask: Pick<MeetingAsk, "start" | "minutes">) =>
  widen(minutesLong(ask.start, ask.minutes), rules.bufferBeforeMinutes, rules.bufferAfterMinutes);

export function hostTime(rules: HostRules, range: Interval, busy: Interval[], meetings: HostTime["meetings"]): HostTime {
  const meetingsPerDay = new Map<string, number>();
  for (const meeting of meetings) {
    const day = dayIn(rules.timeZone, meeting.start);
    meetingsPerDay.set(day, (meetingsPerDay.get(day) ?? 0) + 1);
  }
  return { rules, working: workingSpans(rules, range), busy: merge(busy), meetings, meetingsPerDay };
}

/** Why a host cannot take the meeting, or null when they can. */
export function hostRefusal(host: HostTime, ask: MeetingAsk): "kind" | "hours" | "busy" | "meeting" | "daily-max" | null {
  const { rules } = host;
  if (!rules.meetingKinds.includes(ask.kind)) return "kind";
  if (!within(minutesLong(ask.start, ask.minutes), host.working)) return "hours";
  const held = heldTime(rules, ask);
  if (host.busy.some((busy) => overlaps(busy, held))) return "busy";
  if (host.meetings.some((meeting) => overlaps(meeting.held, held))) return "meeting";
  if (rules.dailyMax !== null && host.meetingsPerDay.size > 0 && (host.meetingsPerDay.get(dayIn(rules.timeZone, ask.start)) ?? 0) >= rules.dailyMax) {
    return "daily-max";
  }
  return null;
}

export const canTake = (host: HostTime, ask: MeetingAsk) => hostRefusal(host, ask) === null;
