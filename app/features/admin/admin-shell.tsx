import { LogOut, UserRound } from "lucide-react";
import type { ReactNode } from "react";
import { Form, isRouteErrorResponse, Link, useLocation } from "react-router";
import { refusalMessage } from "#app/components/layout/site-error-page.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { ADMIN_SECTIONS, roleAllows, staffRoleLabels, type StaffRole } from "./roles.ts";
import { SIGN_IN_IN_PLACE_FIELD } from "./sign-in-in-place.ts";
import { queryHref } from "#app/lib/href.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { errorStack, errorStackClass } from "#app/lib/error-stack.ts";
import { cn } from "#app/lib/utils.ts";

/** The session's CSRF token, sent with every admin form. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="csrf" value={token} />;
}

/** Asks for a 401 answered in place when the session has ended (see sign-in-in-place.ts); only once hydrated. */
export function SignInInPlaceField() {
  const hydrated = useHydrated();
  return hydrated ? <input type="hidden" name={SIGN_IN_IN_PLACE_FIELD} value="1" /> : null;
}

/** Who is signed in, as the admin bar shows it. */
export type SignedInAdmin = { email: string; role: StaffRole; csrfToken: string };

/** The admin's own bar: the sections the role may use, who is signed in, sign out. */
function AdminBar({ email, role, csrfToken }: SignedInAdmin) {
  const { pathname } = useLocation();
  const sections = ADMIN_SECTIONS.filter((section) => roleAllows(role, section.capability));
  return (
    <header className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 px-3 py-2">
      <nav aria-label="Admin">
        <ul className="flex flex-wrap gap-1">
          {sections.map((section) => {
            const current = pathname.startsWith(section.href);
            return (
              <li key={section.href}>
                <Link
                  to={section.href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex rounded-md px-3 py-1.5 text-sm font-medium",
                    current ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
                  )}
                >
                  {section.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex min-w-0 items-center gap-1">
        {/* The member's own account (password, sessions, factors): their address where it fits, "Account" on a phone. */}
        <Link
          to="/admin/account"
          aria-current={pathname.startsWith("/admin/account") ? "page" : undefined}
          className="inline-flex min-w-0 items-center gap-2 rounded-md px-3 py-1.5 text-sm text-muted-foreground hover:text-foreground"
        >
          <UserRound aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate sm:hidden">Account</span>
          <span className="hidden truncate sm:inline">
            {email} ({staffRoleLabels[role].toLowerCase()})
          </span>
        </Link>
        <Form method="post" action="/admin/logout">
          <CsrfField token={csrfToken} />
          <Button type="submit" variant="ghost" size="sm">
            <LogOut aria-hidden="true" />
            Sign out
          </Button>
        </Form>
      </div>
    </header>
  );
}

/**
 * The admin application's frame, without the marketing site's chrome: the admin bar above the
 * page while someone is signed in, and the page in <main id="main">, where the skip link
 * (root.tsx) leads. The sign-in and error pages have no bar.
 */
export function AdminShell({ admin, children }: { admin: SignedInAdmin | null; children: ReactNode }) {
  const page = (
    <main id="main" tabIndex={-1} className={cn(admin ? "mt-8" : "flex-1", "outline-none")}>
      {children}
    </main>
  );
  if (!admin) return page;
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <AdminBar {...admin} />
      {page}
    </div>
  );
}

/** A role's refusal (guard.server.ts) names the role's home; where to send the staff member. */
function roleRefusalHome(error: unknown): string | undefined {
  if (!isRouteErrorResponse(error) || error.status !== 403) return undefined;
  const home: unknown = (error.data as { home?: unknown } | null)?.home;
  return typeof home === "string" && home.startsWith("/admin") ? home : undefined;
}

/** What an admin page shows when its loader or an action refuses: ended session, failed check. */
export function AdminErrorPage({ error }: { error: unknown }) {
  const { pathname, search } = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const signIn = queryHref("/admin/login", { next: pathname + search });
  const refusal = refusalMessage(error);
  const roleHomeHref = roleRefusalHome(error);
  const copy =
    status === 401
      ? { heading: "Your session has ended", text: "Please sign in again to continue.", link: signIn, label: "Sign in" }
      : roleHomeHref
        ? { heading: "Not part of your role", text: refusal ?? "", link: roleHomeHref, label: "Go to your admin home" }
      : status === 403
        ? {
            heading: "Request not verified",
            text: "This request could not be verified. Reload the page and try again.",
            link: pathname,
            label: "Reload",
          }
        : refusal
          ? { heading: "Request not accepted", text: refusal, link: pathname, label: "Back to the page" }
          : {
              heading: "Something went wrong",
              text: "The admin could not complete this request. Please try again in a moment.",
              link: pathname,
              label: "Try again",
            };
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold tracking-tight">{copy.heading}</h1>
      <p className="mt-4 text-muted-foreground">{copy.text}</p>
      <Button asChild className="mt-8">
        <a href={copy.link}>{copy.label}</a>
      </Button>
      {import.meta.env.DEV && errorStack(error) && <pre className={errorStackClass}>{errorStack(error)}</pre>}
    </section>
  );
}
