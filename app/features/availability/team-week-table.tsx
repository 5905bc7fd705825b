import { Ban, CalendarClock, CalendarX, ChevronLeft, ChevronRight, Clock, Minus } from "lucide-react";
import type { ComponentType } from "react";
import { Form, Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { DataTable, EmptyList } from "#app/components/ui/data-table.tsx";
import { Label } from "#app/components/ui/label.tsx";
import type { TeamWeek, WeekEntry } from "#app/features/scheduling/team-week.ts";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { queryHref } from "#app/lib/href.ts";
import { cn } from "#app/lib/utils.ts";
import { TimeZoneSelect } from "./time-zone-select.tsx";

/** Each kind has its word in the text and an icon; the colour only repeats them. */
const entryLooks: Record<WeekEntry["kind"], { icon: ComponentType<{ className?: string; "aria-hidden"?: "true" }>; className: string }> = {
  hours: { icon: Clock, className: "text-foreground" },
  none: { icon: Minus, className: "text-muted-foreground" },
  off: { icon: Ban, className: "bg-muted text-muted-foreground" },
  busy: { icon: CalendarX, className: "bg-amber-100 text-amber-950 dark:bg-amber-950 dark:text-amber-100" },
  booked: { icon: CalendarClock, className: "bg-primary/10 text-primary" },
};

const weekHref = (week: string, timeZone: string) => queryHref("/admin/availability", { week, zone: timeZone });

/**
 * The team's week: a row per host, a column per day, each cell their hours, days off, busy times
 * and booked meetings in words. On a phone the table scrolls sideways inside its named region,
 * with the hosts' names kept in view.
 */
export function TeamWeekTable({ week, zones }: { week: TeamWeek; zones: readonly string[] }) {
  const zoneName = week.timeZone.replace(/_/g, " ");
  const caption = `Team week of ${formatCalendarDay(week.week, "long")}, times in ${zoneName}`;
  return (
    <section aria-labelledby="team-week-heading" className="grid gap-4">
      <div>
        <h2 id="team-week-heading" className="text-xl font-semibold">
          Team week
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          Who takes meetings when: working hours, days off, busy times from their calendars and booked meetings. Times are in {zoneName}.
        </p>
      </div>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <nav aria-label="Weeks" className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link to={weekHref(week.previous, week.timeZone)}>
              <ChevronLeft aria-hidden="true" />
              Previous week
            </Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={queryHref("/admin/availability", { zone: week.timeZone })}>This week</Link>
          </Button>
          <Button asChild variant="outline" size="sm">
            <Link to={weekHref(week.next, week.timeZone)}>
              Next week
              <ChevronRight aria-hidden="true" />
            </Link>
          </Button>
        </nav>
        <Form method="get" key={week.timeZone} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="week" value={week.week} />
          <div className="grid gap-1.5">
            <Label htmlFor="team-week-zone">Show times in</Label>
            <TimeZoneSelect id="team-week-zone" name="zone" zones={zones} defaultValue={week.timeZone} className="h-9 w-64 max-w-full" />
          </div>
          <Button type="submit" variant="outline" size="sm" className="h-9">
            Show
          </Button>
        </Form>
      </div>
      {week.rows.length === 0 ? (
        <EmptyList>No one takes meetings yet. Open a host&apos;s settings above and switch on Takes meetings.</EmptyList>
      ) : (
        <DataTable
          caption={caption}
          className="table-fixed"
          columns={[
            // Narrower on a phone, so the names and most of a day show before it scrolls.
            { label: "Host", className: "sticky left-0 z-10 w-28 bg-muted sm:w-36" },
            ...week.days.map((day) => ({ label: day.label, className: "w-32 sm:w-36" })),
          ]}
        >
          {week.rows.map((row) => (
            <tr key={row.adminId} className="align-top">
              <th scope="row" className="sticky left-0 z-10 bg-background px-3 py-3 text-left font-medium sm:px-4">
                <span className="break-words">{row.name}</span>
                <span className="block text-xs font-normal text-muted-foreground">{row.timeZone.replace(/_/g, " ")}</span>
              </th>
              {row.cells.map((cell) => (
                <td key={cell.day} className="px-2 py-3">
                  <ul className="grid gap-1">
                    {cell.entries.map((entry, index) => {
                      const { icon: Icon, className } = entryLooks[entry.kind];
                      return (
                        <li key={index} className={cn("flex items-start gap-1.5 rounded px-1.5 py-0.5 text-xs", className)}>
                          <Icon aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                          {entry.text}
                        </li>
                      );
                    })}
                  </ul>
                </td>
              ))}
            </tr>
          ))}
        </DataTable>
      )}
    </section>
  );
}
