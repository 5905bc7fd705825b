// Upcoming meetings: confirmed bookings still to come, by meeting time, today's marked.
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { formatInstant, wallClock } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import type { UpcomingMeeting } from "./inbox.ts";
import { isLeadStatus, leadStatusLabels } from "./lead-pipeline.ts";

/** The meeting's day as seen in Eastern time, the zone the list is in. */
const easternDay = (instant: string) => {
  const { year, month, day } = wallClock(new Date(instant));
  return `${year}-${month}-${day}`;
};

export function UpcomingMeetings({ meetings, now, detailHref }: { meetings: UpcomingMeeting[]; now: string; detailHref: (id: string) => string }) {
  if (meetings.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-10 text-center text-muted-foreground">
        No meetings coming up. Confirmed demo and discovery bookings appear here by meeting time.
      </p>
    );
  }
  const today = easternDay(now);
  return (
    <div className="overflow-x-auto rounded-xl border">
      <table className="w-full text-sm">
        <caption className="sr-only">Upcoming meetings, soonest first; today&apos;s are marked</caption>
        <thead className="bg-muted/60 text-left text-xs tracking-wide text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">When (Eastern)</th>
            <th scope="col" className="px-4 py-3 font-medium">With</th>
            <th scope="col" className="hidden px-4 py-3 font-medium sm:table-cell">Meeting</th>
            <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">Owner</th>
            <th scope="col" className="hidden px-4 py-3 font-medium md:table-cell">Status</th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {meetings.map((meeting) => {
            const isToday = easternDay(meeting.startsAt) === today;
            return (
              <tr key={meeting.leadId} className={cn("align-top", isToday && "bg-primary/5")}>
                <td className="px-4 py-3 whitespace-nowrap">
                  <time dateTime={meeting.startsAt} className={cn(isToday && "font-semibold")}>
                    {formatInstant(meeting.startsAt, "weekday")}
                    <br />
                    {formatInstant(meeting.startsAt, "timeWithZone")}
                  </time>
                  {isToday && (
                    <Badge className="ml-2 align-middle" aria-label="Today">
                      Today
                    </Badge>
                  )}
                </td>
                <td className="px-4 py-3">
                  <Link to={detailHref(meeting.leadId)} className="font-medium text-primary underline-offset-4 hover:underline">
                    {meeting.firstName} {meeting.lastName}
                  </Link>
                  {meeting.company && <p className="text-muted-foreground">{meeting.company}</p>}
                </td>
                <td className="hidden px-4 py-3 sm:table-cell">
                  {meeting.title ?? (meeting.meetingType === "discovery" ? "Discovery call" : "Demo")}, {meeting.durationMinutes} min
                </td>
                <td className="hidden px-4 py-3 break-all md:table-cell">{meeting.ownerEmail ?? "—"}</td>
                <td className="hidden px-4 py-3 md:table-cell">{isLeadStatus(meeting.status) ? leadStatusLabels[meeting.status] : meeting.status}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
