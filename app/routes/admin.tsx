import { redirect } from "react-router";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { roleHome } from "#app/features/admin/roles.ts";
import type { Route } from "./+types/admin";

/** /admin itself has nothing to show: each role's home is its first section (the blog for admins). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "account");
  throw redirect(roleHome(session.role));
}
