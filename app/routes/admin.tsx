import { redirect } from "react-router";
import { ADMIN_HOME, requireAdmin } from "#app/features/admin/guard.server.ts";
import type { Route } from "./+types/admin";

/** /admin itself has nothing to show: the blog is the admin's home. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  throw redirect(ADMIN_HOME);
}
