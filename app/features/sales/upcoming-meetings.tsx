// Upcoming meetings: confirmed bookings still to come, by meeting time, today's marked.
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { formatInstant, wallClock } from "#app/lib/dates.ts";
import { cn } from "#app/lib/utils.ts";
import { meetingKindLabel } from "#app/features/scheduling/meeting-title.ts";
import { EmailLink, PhoneNumber } from "#app/features/leads/contact-links.tsx";
import type { UpcomingMeeting } from "./inbox.ts";
import { isLeadStatus, leadStatusLabels } from "./lead-pipeline.ts";

/** The meeting's day as seen in Eastern time, the zone the list is in. */
const easternDay = (instant: string) => {
  const { year, month, day } = wallClock(new Date(instant));
  return `${year}-${month}-${day}`;
};

const MEETING_COLUMNS = [
  { label: "When (Eastern)" },
  { label: "With" },
  { label: "Meeting", className: "hidden sm:table-cell" },
  { label: "Owner", className: "hidden md:table-cell" },
  { label: "Status", className: "hidden md:table-cell" },
];

export function UpcomingMeetings({ meetings, now, detailHref }: { meetings: UpcomingMeeting[]; now: string; detailHref: (id: string) => string }) {
  if (meetings.length === 0) {
    return <EmptyList>No meetings coming up. Confirmed demo and discovery bookings appear here by meeting time.</EmptyList>;
  }
  const today = easternDay(now);
  return (
    <DataTable caption="Upcoming meetings, soonest first; today's are marked" columns={MEETING_COLUMNS}>
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
              {/* Ready to write or call before the meeting without opening the lead. */}
              <p className="text-xs break-all">
                <EmailLink email={meeting.email} />
                {meeting.phone && (
                  <>
                    {" · "}
                    <PhoneNumber phone={meeting.phone} />
                  </>
                )}
              </p>
            </td>
            <td className="hidden px-4 py-3 sm:table-cell">
              {meeting.title ?? meetingKindLabel(meeting.meetingType)}, {meeting.durationMinutes} min
            </td>
            <td className="hidden px-4 py-3 break-all md:table-cell">{meeting.ownerEmail ?? "—"}</td>
            <td className="hidden px-4 py-3 md:table-cell">{isLeadStatus(meeting.status) ? leadStatusLabels[meeting.status] : meeting.status}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
