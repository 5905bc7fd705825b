// Staff roles and what each may do. Pure data, shared by the guard (guard.server.ts), which refuses
// a request, and the admin shell, which shows only the sections a role may use.

export const STAFF_ROLES = ["admin", "sales", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

export const staffRoleLabels: Record<StaffRole, string> = { admin: "Admin", sales: "Sales", editor: "Editor" };
export const staffRoleDescriptions: Record<StaffRole, string> = {
  admin: "Everything, including staff accounts, the audit log and the System page",
  sales: "Leads, bookings, the e-mail outbox and their own availability for meetings",
  editor: "Blog posts and the site's content: announcement bar, news, press releases, team, partners, testimonials, glossary, landing pages",
};

/**
 * What a request asks to be allowed to do. Every admin loader and action names one:
 * - `account`: one's own session (sign out, keep-alive, the admin's home); every role.
 * - `blog`: posts, drafts, images, previews, revisions.
 * - `content`: the site's content besides posts (Site content: the announcement bar, news, press
 *   releases, team, partners, testimonials, glossary and campaign landing pages).
 * - `leads`: the lead inbox and export, bookings' staff changes, notes, erasure, the outbox
 *   (and the newsletter's subscribers, which are sales' list too).
 * - `staff`: staff accounts and invitations.
 * - `audit`: the audit log.
 * - `system`: the System page (processes, database, outbox health).
 * - `suppressions`: the mailboxes visitor mail skips, and lifting one (who may be mailed at all).
 * - `meetings`: taking meetings, the Availability page: one's own hours, days off and calendars
 *   (an admin edits everyone's; that finer rule is the page's own) and the team's week.
 * - `insights`: the Insights page and its CSV files, every role. Which reports a role sees is the
 *   page's own rule (app/features/insights/report.ts): the lead, source, meeting and pipeline
 *   reports need `leads` as well, and so does conversion (it links to the leads per page); the
 *   content report (page views, the most read pages and posts, leads per post) and the
 *   newsletter's confirmations and unsubscribes per week are counts of the audience the editors
 *   write for, with no one named, so editors see them too.
 */
export type StaffCapability = "account" | "blog" | "content" | "leads" | "staff" | "audit" | "system" | "suppressions" | "meetings" | "insights";

export const roleCapabilities: Record<StaffRole, readonly StaffCapability[]> = {
  admin: ["account", "blog", "content", "leads", "staff", "audit", "system", "suppressions", "meetings", "insights"],
  sales: ["account", "leads", "meetings", "insights"],
  editor: ["account", "blog", "content", "insights"],
};

export const roleAllows = (role: StaffRole, capability: StaffCapability) => roleCapabilities[role].includes(capability);

/** The roles that work leads: only they can own one. */
export const LEAD_OWNER_ROLES = STAFF_ROLES.filter((role) => roleAllows(role, "leads"));

/** The roles whose members can take meetings (hosts). */
export const HOST_ROLES = STAFF_ROLES.filter((role) => roleAllows(role, "meetings"));

/** The admin's sections in its bar, each behind the capability it needs. */
export const ADMIN_SECTIONS = [
  { href: "/admin/blog", label: "Blog posts", capability: "blog" },
  { href: "/admin/content", label: "Site content", capability: "content" },
  { href: "/admin/leads", label: "Leads", capability: "leads" },
  { href: "/admin/subscribers", label: "Subscribers", capability: "leads" },
  { href: "/admin/availability", label: "Availability", capability: "meetings" },
  { href: "/admin/insights", label: "Insights", capability: "insights" },
  { href: "/admin/staff", label: "Staff", capability: "staff" },
  { href: "/admin/audit", label: "Audit log", capability: "audit" },
  { href: "/admin/system", label: "System", capability: "system" },
  { href: "/admin/suppressions", label: "Suppressions", capability: "suppressions" },
] as const satisfies ReadonlyArray<{ href: string; label: string; capability: StaffCapability }>;

/** Where a role lands after signing in (and at /admin): its first section. */
export function roleHome(role: StaffRole): string {
  return ADMIN_SECTIONS.find((section) => roleAllows(role, section.capability))?.href ?? "/admin/blog";
}
