import { Outlet } from "react-router";
import { errorPageMeta, errorStatus } from "#app/components/layout/site-error-page.tsx";
import { AdminErrorPage, AdminShell } from "#app/features/admin/admin-shell.tsx";
import { adminHeaders } from "#app/features/admin/guard.server.ts";
import { getSession, readSessionToken } from "#app/features/admin/session.server.ts";
import type { Route } from "./+types/admin.layout";

/**
 * Every admin response, error pages included, is private and never indexed; a refused request
 * keeps its own headers (Allow on a 405).
 */
export const headers: Route.HeadersFunction = ({ errorHeaders }) => ({ ...Object.fromEntries(errorHeaders ?? []), ...adminHeaders() });

/**
 * Who is signed in, for the admin bar. This grants nothing: every admin loader and action checks
 * the session itself (guard.server.ts), and the sign-in page shares this layout without one.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await getSession(context.db, readSessionToken(request));
  return { admin: session && { email: session.email, role: session.role, csrfToken: session.csrfToken } };
}

/** An error shown by this layout's boundary gets its title here (the page's own meta is not rendered). */
export const meta: Route.MetaFunction = ({ error }) => (error ? errorPageMeta(errorStatus(error)) : []);

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell admin={loaderData.admin}>
      <Outlet />
    </AdminShell>
  );
}

/** A refused or failed admin request (ended session, failed check) shows the admin's error page. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <AdminShell admin={null}>
      <AdminErrorPage error={error} />
    </AdminShell>
  );
}
