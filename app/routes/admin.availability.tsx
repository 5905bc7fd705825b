// /admin/availability: who takes meetings and when. An admin sees everyone who can host and opens
// anyone's settings; a sales member opens their own. Both see the team's week (?week=, ?zone=).
import { brand, meetings } from "#app/config/site.ts";
import { HostList } from "#app/features/availability/host-list.tsx";
import { editsEveryone } from "#app/features/availability/host-access.server.ts";
import { TeamWeekTable } from "#app/features/availability/team-week-table.tsx";
import { offeredTimeZones } from "#app/features/availability/time-zones.server.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { findHostMember, listHostMembers } from "#app/features/scheduling/host-settings.server.ts";
import { loadHostRules, loadHostTimes } from "#app/features/scheduling/hosts.server.ts";
import { teamWeek, weekMonday, weekRange } from "#app/features/scheduling/team-week.ts";
import { canonicalTimeZone } from "#app/features/scheduling/visitor-zone.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.availability";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "meetings");
  const params = new URL(request.url).searchParams;
  // Eastern time, as meetings are sold, unless the viewer picks another zone.
  const timeZone = canonicalTimeZone(params.get("zone") ?? "") ?? meetings.timeZone;
  const monday = weekMonday(params.get("week"), timeZone, new Date());
  const [hosts, rules] = await Promise.all([
    editsEveryone(session) ? listHostMembers(context.db) : findHostMember(context.db, session.adminId).then((own) => (own ? [own] : [])),
    loadHostRules(context.db),
  ]);
  const times = await loadHostTimes(context.db, rules, weekRange(monday, timeZone));
  return { me: session.adminId, everyone: editsEveryone(session), hosts, week: teamWeek(times, monday, timeZone), zones: offeredTimeZones(timeZone) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Availability | ${brand.name} Admin`, description: "Who takes meetings, and when.", path: "/admin/availability", noindex: true });

export default function AvailabilityPage({ loaderData }: Route.ComponentProps) {
  const { me, everyone, hosts, week, zones } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Availability</h1>
      <p className="mt-1 max-w-3xl text-muted-foreground">
        Visitors are offered the times at which someone who takes that kind of meeting is free: inside their working hours, not on a day off, not
        busy in their calendar and not in another meeting.
      </p>

      <section aria-labelledby="hosts-heading" className="mt-8">
        <h2 id="hosts-heading" className="text-xl font-semibold">
          {everyone ? "Hosts" : "Your settings"}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {everyone
            ? "Every active admin and sales account can take meetings. Open one to set their hours, days off and calendars."
            : "Your hours, days off and calendars. An admin can change them too."}
        </p>
        <div className="mt-3">
          <HostList hosts={hosts} me={me} />
        </div>
      </section>

      <div className="mt-10">
        <TeamWeekTable week={week} zones={zones} />
      </div>
    </>
  );
}
