import { Pencil } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { staffRoleLabels } from "#app/features/admin/roles.ts";
import { meetingKindLabels, type HostSettings } from "#app/features/scheduling/host-settings.schema.ts";
import type { HostMember } from "#app/features/scheduling/host-settings.server.ts";
import { pathHref } from "#app/lib/href.ts";

/** "Takes demos and discovery calls · America/New_York", "Not taking meetings", "Not set up yet". */
function summary(settings: HostSettings | null): string {
  if (!settings) return "Not set up yet";
  if (!settings.takesMeetings) return `Not taking meetings · ${settings.timeZone.replace(/_/g, " ")}`;
  const kinds = settings.meetingKinds.map((kind) => meetingKindLabels[kind].toLowerCase()).join(" and ");
  return `Takes meetings: ${kinds} · ${settings.timeZone.replace(/_/g, " ")}`;
}

/** The members whose availability the viewer may open (an admin: everyone who can host; others: themselves). */
export function HostList({ hosts, me }: { hosts: readonly HostMember[]; me: string }) {
  return (
    <ul className="divide-y rounded-xl border">
      {hosts.map((host) => {
        const name = host.settings?.displayName || host.email;
        return (
          <li key={host.adminId} className="flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="min-w-0">
              <p className="font-medium break-all">
                {name}
                {host.adminId === me && <span className="text-muted-foreground"> (you)</span>}
              </p>
              <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-muted-foreground">
                <Badge variant="outline">{staffRoleLabels[host.role]}</Badge>
                {name !== host.email && <span className="break-all">{host.email}</span>}
                <span>{summary(host.settings)}</span>
              </p>
            </div>
            <Button asChild variant="outline" size="sm">
              <Link to={pathHref("/admin/availability", host.adminId)}>
                <Pencil aria-hidden="true" />
                Edit<span className="sr-only"> the availability of {name}</span>
              </Link>
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
