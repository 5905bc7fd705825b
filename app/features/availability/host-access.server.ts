// Whose availability a staff member may open: a sales member their own, an admin everyone who can
// host. The guard has already checked the `meetings` capability; this is the finer rule on top,
// answered with a 404 either way, so an address never tells whether someone else's settings exist.
import { data } from "react-router";
import type { AdminSession } from "#app/features/admin/session.server.ts";
import type { DbExecutor } from "#app/features/mail/outbox.server.ts";
import { findHostMember, type HostMember } from "#app/features/scheduling/host-settings.server.ts";
import { isUuid } from "#app/lib/uuid.ts";

/** Admins keep the whole team's hours and calendars; everyone else only their own. */
export const editsEveryone = (session: Pick<AdminSession, "role">) => session.role === "admin";

export const NO_SUCH_HOST = "There is no host at this address that you can open.";

export async function openableHost(db: DbExecutor, session: Pick<AdminSession, "role" | "adminId">, adminId: string | undefined): Promise<HostMember> {
  const member = isUuid(adminId) && (editsEveryone(session) || adminId === session.adminId) ? await findHostMember(db, adminId) : null;
  if (!member) throw data({ message: NO_SUCH_HOST }, { status: 404 });
  return member;
}
