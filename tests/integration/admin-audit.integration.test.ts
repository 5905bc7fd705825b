// Every write in the admin leaves an audit entry, through the whole site. WRITES declares, for
// every admin route with an action, each of its writes and the entries it records (or why it
// records none); EXPORTS does the same for the downloads. The test checks both ways: every route of
// the build with an action (or a .csv download) must be declared and every declared route must
// exist, so a new one fails here until it is; and every declared write is driven through its happy
// path, while every statement it runs is watched: a write to any table but the session, rate-limit
// and autosave bookkeeping without an audit entry in the same request fails, as does an entry
// other than the declared one.
import { randomUUID } from "node:crypto";
import { desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { admins, auditLog, staffPasskeys, bookings, hostCalendars, hostDaysOff, hosts, leads, mailSuppressions, newsletterSubscribers, outbox, staffInvitations } from "#db/schema.ts";
import { addHost } from "#tests/support/hosts.ts";
import { createSession, hashToken, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { sessionPublicId } from "#app/features/admin/account-sessions.server.ts";
import { requestPasswordReset } from "#app/features/admin/password-reset.server.ts";
import { hashPassword } from "#app/features/admin/password.server.ts";
import { inviteStaff } from "#app/features/admin/staff.server.ts";
import { passkeyRegistrationOptions, registerPasskey, relyingParty } from "#app/features/admin/passkeys/passkeys.server.ts";
import { SoftwareAuthenticator } from "#tests/support/webauthn-authenticator.ts";
import { beginSignInStep, SIGN_IN_STEP_COOKIE, type SignInStage } from "#app/features/admin/sign-in-steps.server.ts";
import { confirmTotp, pendingTotpSetup } from "#app/features/admin/totp.server.ts";
import { replaceRecoveryCodes } from "#app/features/admin/recovery-codes.server.ts";
import { generate } from "otplib";
import type { AuditAction } from "#app/features/audit/audit.ts";
import { createPost } from "#app/features/blog/posts.server.ts";
import { postInput } from "#tests/support/post-input.ts";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { toIsoDate } from "#app/features/scheduling/calendar-date.ts";
import { callFunction, futureWeekday, testEnv, validBodies } from "#tests/integration/support/lead-api-harness.ts";
import { adminRoutes, type AdminRoute } from "#tests/integration/support/admin-routes.ts";
import { collections } from "#app/features/site-content/collections.ts";
import { createEntry } from "#app/features/site-content/entries.server.ts";
import { closeServerBuild, loadServerBuild, startSite, type Site } from "#tests/integration/support/site-harness.ts";

const PASSWORD = "a long and careful passphrase";
const ADMIN_EMAIL = "audited@lumenguard.example";

/**
 * Tables whose writes are bookkeeping, not a change anyone audits: a session's clock (and a passkey
 * challenge it holds), a rate limit's counter, an editor's own unsaved text, a key the site
 * generates for itself on first use.
 */
const BOOKKEEPING = ["admin_sessions", "rate_limits", "blog_post_autosaves", "site_entry_autosaves", "app_secrets"];

type Context = { site: Site; handle: TestDatabaseHandle; adminId: string; editor: { adminId: string; email: string } };

/**
 * A write as the test sends it: the URL (the route's own when absent) and its body, `csrf` added
 * unless signed out; `cookie`, one the write needs besides the session's (a passkey sign-in's challenge).
 */
type Request = { url?: string; fields?: Record<string, string>; form?: FormData; signedOut?: boolean; cookie?: string };

type Write = {
  name: string;
  /** Makes what the write works on, and says what to send. */
  request: (context: Context) => Promise<Request>;
  /** The entries it records, or why it records none. */
  audit: AuditAction[] | { none: string };
  /** Undoes what the request made that would change the writes after it (hosts switch bookings to them). */
  cleanUp?: (context: Context) => Promise<void>;
};

const uuid = async (rows: Promise<Array<{ id: string }>>) => (await rows)[0]!.id;

/** A booked meeting through the lead API: the lead's id. */
async function bookedLead({ site }: Context) {
  const day = futureWeekday(6);
  const answer = await callFunction(site.url, "send-discovery-confirmation", { ...validBodies(day, "3:00 PM")["send-discovery-confirmation"], email: `${randomUUID()}@acme.example` });
  return (answer.body!.data as { id: string }).id;
}

/** A lead whose meeting ended an hour ago: the lead's id. */
async function endedMeetingLead({ handle }: Context) {
  const id = await uuid(handle.db.insert(leads).values({ kind: "booking", functionName: "send-demo-confirmation", firstName: "Ada", lastName: "Lovelace", email: `${randomUUID()}@acme.example` }).returning({ id: leads.id }));
  await handle.db.insert(bookings).values({ leadId: id, meetingType: "demo", startsAt: new Date(Date.now() - 90 * 60_000), durationMinutes: 30, inviteUid: `${id}@lumenguard.example` });
  return id;
}

async function contactLead({ site }: Context) {
  const answer = await callFunction(site.url, "send-contact-email", { ...validBodies(futureWeekday(1))["send-contact-email"], workEmail: `${randomUUID()}@acme.example` });
  return (answer.body!.data as { id: string }).id;
}

const draft = ({ handle, editor }: Context, fields: Parameters<typeof postInput>[0] = {}) =>
  createPost(handle.db, postInput({ title: `Post ${randomUUID().slice(0, 8)}`, content: "Body.", ...fields }), { editor });

/** An announcement (a draft unless said), saved as an editor would. */
const announcementEntry = ({ handle, editor }: Context, published = false) =>
  createEntry(handle.db, collections.announcement, { data: { text: `Bar ${randomUUID().slice(0, 8)}`, link: "/pricing", linkText: "Pricing", linkContext: "" }, published, showFrom: null, showUntil: null }, editor);

/** An announcement's form as saved from its editor. */
const announcementForm = (entry: { id: string; version: number; data: Record<string, string> }, fields: Record<string, string> = {}) => ({
  url: `/admin/content/announcement/${entry.id}`,
  fields: { intent: "save", version: String(entry.version), ...entry.data, text: "Edited bar", ...fields },
});

const postForm = (post: { id: string; title: string; version: number }, fields: Record<string, string> = {}) => ({
  intent: "update",
  id: post.id,
  version: String(post.version),
  title: post.title,
  content: "Body, edited.",
  ...fields,
});

/** Another staff account: its id and address. */
async function staffMember({ handle }: Context, role = "editor") {
  const email = `${randomUUID().slice(0, 8)}@lumenguard.example`;
  return { adminId: await uuid(handle.db.insert(admins).values({ email, passwordHash: "x", role }).returning({ id: admins.id })), email };
}

/** A passkey on the signed-in admin's account (a row; the ceremony has its own tests): its id. */
async function passkey({ handle, adminId }: Context) {
  const id = randomUUID();
  await handle.db.insert(staffPasskeys).values({ id, adminId, publicKey: "AA", name: "Laptop" });
  return id;
}

/** The sign-in page's passkey request: a registered authenticator's answer to a challenge the site issued, with its cookie. */
async function passkeySignIn(context: Context): Promise<Request> {
  const authenticator = new SoftwareAuthenticator();
  const rp = relyingParty(testEnv());
  const { challenge: registered } = await passkeyRegistrationOptions(context.handle.db, testEnv(), context.editor);
  const added = await registerPasskey(context.handle.db, testEnv(), { adminId: context.adminId, name: "Laptop", challenge: registered, response: authenticator.register({ ...rp, challenge: registered }) });
  expect(added.ok).toBe(true);
  const options = await fetch(`${context.site.url}/admin/login/passkey/options`, { method: "POST", headers: { Origin: context.site.url, "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
  const { options: { challenge } } = (await options.json()) as { options: { challenge: string } };
  const cookie = options.headers.getSetCookie()[0]!.split(";")[0]!;
  return { signedOut: true, cookie, fields: { credential: JSON.stringify(authenticator.assert({ ...rp, challenge })), next: "/admin/blog" } };
}

/** A new member with an authenticator app set up (its secret) and ten recovery codes. */
async function memberWithApp(context: Context) {
  const member = await staffMember(context);
  const secret = (await pendingTotpSetup(context.handle.db, testEnv(), member))!.secret;
  await confirmTotp(context.handle.db, testEnv(), member.adminId, await generate({ secret }));
  const codes = await replaceRecoveryCodes(context.handle.db, member.adminId);
  return { ...member, secret, codes };
}

/** A sign-in halfway for the member: the cookie that carries it. */
async function signInStep({ handle }: Context, adminId: string, stage: SignInStage) {
  return `${SIGN_IN_STEP_COOKIE}=${await beginSignInStep(handle.db, adminId, stage, "/admin/blog")}`;
}

/** The code after the current one: inside the window, past the step the app was confirmed with. */
const nextCode = (secret: string) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function invitation(context: Context) {
  await inviteStaff(context.handle.db, testEnv(), { email: `${randomUUID().slice(0, 8)}@lumenguard.example`, role: "sales", actor: context.editor });
  const [row] = await context.handle.db.select({ id: staffInvitations.id }).from(staffInvitations).orderBy(desc(staffInvitations.createdAt)).limit(1);
  const [mail] = await context.handle.db.select({ message: outbox.message }).from(outbox).where(eq(outbox.template, "staff-invitation")).orderBy(desc(outbox.createdAt)).limit(1);
  const token = /\/admin\/invitation\/([A-Za-z0-9_-]{43})/.exec(JSON.stringify(mail!.message))![1]!;
  return { id: row!.id, token };
}

async function png() {
  const form = new FormData();
  const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: Math.floor(Math.random() * 255), g: 90, b: 160 } } }).png().toBuffer();
  form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "chart.png");
  return form;
}

/** The Availability page of a new member who can host (sales by default), or the signed-in admin's own. */
async function hostUrl(context: Context, role?: "sales") {
  return `/admin/availability/${role ? (await staffMember(context, role)).adminId : context.adminId}`;
}

/** A feed on a port fetch refuses to connect to: its read fails at once, without the network. */
const UNREACHABLE_FEED = "http://127.0.0.1:9/secret/basic.ics";

/** The Availability page of a new sales member with an iCal feed. */
async function hostWithFeed(context: Context) {
  const url = await hostUrl(context, "sales");
  const adminId = url.split("/").pop()!;
  await context.handle.db.insert(hosts).values({ adminId });
  await context.handle.db.insert(hostCalendars).values({ adminId, kind: "ical", url: UNREACHABLE_FEED });
  return url;
}

const hostSettings = {
  intent: "save-settings",
  displayName: "Audited Host",
  takesMeetings: "on",
  meetingKinds: "demo",
  timeZone: "America/New_York",
  "hours.1.0.from": "09:00",
  "hours.1.0.until": "17:00",
  bufferBefore: "0",
  bufferAfter: "0",
  dailyMax: "",
  meetingUrl: "https://meet.example.com/audited",
};

/** Every admin route with an action, and each of its writes. */
const WRITES: Record<string, Write[]> = {
  "admin/login": [
    { name: "sign in", audit: ["session.signed_in"], request: async () => ({ signedOut: true, fields: { email: ADMIN_EMAIL, password: PASSWORD, next: "/admin/blog" } }) },
  ],
  "admin/login/passkey/options": [
    { name: "ask for a passkey challenge", audit: { none: "hands the browser a challenge in a cookie; nothing is stored" }, request: async () => ({ signedOut: true }) },
  ],
  "admin/login/passkey": [{ name: "sign in with a passkey", audit: ["session.signed_in"], request: passkeySignIn }],
  "admin/account/passkeys": [
    { name: "rename a passkey", audit: ["factor.renamed"], request: async (context) => ({ fields: { intent: "rename", id: await passkey(context), name: "Phone" } }) },
    { name: "remove a passkey", audit: ["factor.removed"], request: async (context) => ({ fields: { intent: "remove", id: await passkey(context) } }) },
  ],
  // Adding one (intent=verify, audited factor.enrolled) answers the challenge of the session that
  // asked for it, which this harness opens only as it sends: passkeys.integration.test.ts drives it.
  "admin/account/passkeys/registration": [
    { name: "ask to add a passkey", audit: { none: "keeps a challenge with the session until the passkey answers" }, request: async () => ({ fields: { intent: "options", currentPassword: PASSWORD } }) },
  ],
  "admin/login/verify": [
    {
      name: "sign in with the authenticator app's code",
      audit: ["session.signed_in"],
      request: async (context) => {
        const member = await memberWithApp(context);
        return { signedOut: true, cookie: await signInStep(context, member.adminId, "verify"), fields: { code: await nextCode(member.secret) } };
      },
    },
    {
      name: "sign in with a recovery code",
      audit: ["factor.used_recovery_code", "session.signed_in"],
      request: async (context) => {
        const member = await memberWithApp(context);
        return { signedOut: true, cookie: await signInStep(context, member.adminId, "verify"), fields: { code: member.codes[0]!, recovery: "1" } };
      },
    },
  ],
  "admin/login/enrol": [
    {
      name: "set up an authenticator app to sign in (STAFF_MFA=required)",
      audit: ["factor.enrolled", "factor.recovery_codes_generated", "session.signed_in"],
      request: async (context) => {
        const member = await staffMember(context);
        const secret = (await pendingTotpSetup(context.handle.db, testEnv(), member))!.secret;
        return { signedOut: true, cookie: await signInStep(context, member.adminId, "enrol"), fields: { code: await generate({ secret }) } };
      },
    },
  ],
  "admin/logout": [{ name: "sign out", audit: ["session.signed_out"], request: async () => ({}) }],
  "admin/invitation/:token": [
    {
      name: "accept an invitation",
      // startSession audits every way in, an accepted invitation's too.
      audit: ["staff.joined", "session.signed_in"],
      request: async (context) => {
        const { token } = await invitation(context);
        return { url: `/admin/invitation/${token}`, signedOut: true, fields: { password: "a brand new passphrase", confirm: "a brand new passphrase" } };
      },
    },
  ],
  "admin/blog": [
    { name: "create a draft", audit: ["post.created"], request: async () => ({ fields: { intent: "create", title: `Draft ${randomUUID()}`, content: "Body." } }) },
    {
      name: "create a published post",
      audit: ["post.created", "post.published"],
      request: async () => ({ fields: { intent: "create", title: `Live ${randomUUID()}`, content: "Body.", published: "on" } }),
    },
    { name: "save a post", audit: ["post.updated"], request: async (context) => ({ fields: postForm(await draft(context)) }) },
    {
      name: "save a revision brought back",
      audit: ["post.restored"],
      request: async (context) => ({ fields: postForm(await draft(context), { restoredFromVersion: "1" }) }),
    },
    { name: "publish a draft", audit: ["post.published"], request: async (context) => ({ fields: postForm(await draft(context), { published: "on" }) }) },
    { name: "unpublish a post", audit: ["post.unpublished"], request: async (context) => ({ fields: postForm(await draft(context, { published: true })) }) },
    { name: "delete a post", audit: ["post.deleted"], request: async (context) => ({ fields: { intent: "delete", id: (await draft(context)).id } }) },
  ],
  "admin/blog/autosave": [
    {
      name: "autosave what is typed",
      audit: { none: "the editor's own unsaved text: it changes no post, and each save of the post is audited" },
      request: async (context) => ({ fields: { id: (await draft(context)).id, version: "1", title: "Typed", content: "Typing." } }),
    },
    {
      name: "discard the autosave",
      audit: { none: "forgets the editor's own unsaved text" },
      request: async (context) => ({ fields: { id: (await draft(context)).id, autosave: "discard" } }),
    },
  ],
  "admin/blog/render": [{ name: "render the live preview", audit: { none: "renders markdown; it writes nothing" }, request: async () => ({ fields: { content: "# Hi" } }) }],
  "admin/blog/images": [{ name: "upload an image", audit: ["image.uploaded"], request: async () => ({ form: await png() }) }],
  "admin/blog/preview-link": [
    { name: "create a preview link", audit: ["preview_link.created"], request: async (context) => ({ fields: { intent: "create", id: (await draft(context)).id } }) },
    {
      name: "revoke a preview link",
      audit: ["preview_link.revoked"],
      request: async (context) => {
        const post = await draft(context);
        const { createPreviewLink } = await import("#app/features/blog/preview-link.server.ts");
        const { link } = await createPreviewLink(context.handle.db, { postId: post.id, actor: context.editor, expiresAt: new Date(Date.now() + 60_000) });
        return { fields: { intent: "revoke", id: post.id, link: link.id } };
      },
    },
  ],
  "admin/content/:collection/:id": [
    {
      name: "create a published news item",
      audit: ["content.created", "content.published"],
      request: async () => ({
        url: "/admin/content/news/new",
        fields: { intent: "save", headline: "Fresh news", label: "Press release", link: "/blog", date: "2026-01-05", place: "both", published: "on" },
      }),
    },
    { name: "save an entry", audit: ["content.updated"], request: async (context) => announcementForm(await announcementEntry(context)) },
    { name: "save a revision brought back", audit: ["content.restored"], request: async (context) => announcementForm(await announcementEntry(context), { restored: "1" }) },
    { name: "publish an entry", audit: ["content.updated", "content.published"], request: async (context) => announcementForm(await announcementEntry(context), { published: "on" }) },
    { name: "unpublish an entry", audit: ["content.updated", "content.unpublished"], request: async (context) => announcementForm(await announcementEntry(context, true)) },
  ],
  "admin/content/:collection": [
    {
      name: "move an entry up",
      audit: ["content.reordered"],
      request: async (context) => {
        await announcementEntry(context);
        return { url: "/admin/content/announcement", fields: { intent: "move", id: (await announcementEntry(context)).id, direction: "up" } };
      },
    },
    { name: "delete an entry", audit: ["content.deleted"], request: async (context) => ({ url: "/admin/content/announcement", fields: { intent: "delete", id: (await announcementEntry(context)).id } }) },
  ],
  "admin/content/autosave": [
    {
      name: "autosave what is typed",
      audit: { none: "the editor's own unsaved text: it changes no entry, and each save of the entry is audited" },
      request: async (context) => ({ fields: { id: (await announcementEntry(context)).id, version: "1", text: "Typing." } }),
    },
    { name: "discard the autosave", audit: { none: "forgets the editor's own unsaved text" }, request: async (context) => ({ fields: { id: (await announcementEntry(context)).id, autosave: "discard" } }) },
  ],
  "admin/leads": [
    { name: "change a lead's status", audit: ["lead.status_changed"], request: async (context) => ({ fields: { intent: "set-status", id: await contactLead(context), status: "contacted" } }) },
    { name: "assign a lead's owner", audit: ["lead.owner_changed"], request: async (context) => ({ fields: { intent: "set-owner", id: await contactLead(context), owner: context.adminId } }) },
    { name: "add a note to a lead", audit: ["lead.note_added"], request: async (context) => ({ fields: { intent: "add-note", id: await contactLead(context), body: "Called back." } }) },
    { name: "erase a lead", audit: ["lead.erased"], request: async (context) => ({ fields: { intent: "erase-lead", id: await contactLead(context), confirm: "ERASE" } }) },
    {
      name: "reschedule a lead's meeting",
      audit: ["booking.rescheduled"],
      request: async (context) => ({
        fields: { intent: "reschedule-booking", id: await bookedLead(context), date: toIsoDate(futureWeekday(7)), time: "11:00 AM", reason: "Asked by phone" },
      }),
    },
    {
      name: "hand a lead's meeting to another host",
      audit: ["booking.reassigned"],
      request: async (context) => {
        const hostIds = [await addHost(context.handle.db), await addHost(context.handle.db)];
        const id = await bookedLead(context);
        const [booking] = await context.handle.db.select({ hostId: bookings.hostId }).from(bookings).where(eq(bookings.leadId, id));
        return { fields: { intent: "reassign-booking", id, hostId: hostIds.find((host) => host !== booking!.hostId)!, reason: "Dana is off sick" } };
      },
      cleanUp: ({ handle }) => handle.db.delete(hosts).then(() => undefined),
    },
    {
      name: "cancel a lead's meeting",
      audit: ["booking.cancelled"],
      request: async (context) => ({ fields: { intent: "cancel-booking", id: await bookedLead(context), reason: "Asked by phone" } }),
    },
    {
      name: "mark whether a meeting took place",
      audit: ["booking.outcome_recorded"],
      request: async (context) => ({ fields: { intent: "record-outcome", id: await endedMeetingLead(context), outcome: "held" } }),
    },
    {
      name: "retry a dead e-mail",
      audit: ["outbox.retried"],
      request: async ({ handle }) => {
        const id = await uuid(
          handle.db
            .insert(outbox)
            .values({ template: "contact-received", recipient: "someone@acme.example", subject: "Thanks", message: { from: "a@b.example", to: "someone@acme.example", subject: "Thanks", html: "<p>x</p>", text: "x" }, status: "dead" })
            .returning({ id: outbox.id }),
        );
        return { fields: { intent: "retry", id } };
      },
    },
  ],
  "admin/account": [
    {
      name: "change one's password",
      audit: ["password.changed"],
      request: async () => ({ fields: { intent: "change-password", current: PASSWORD, password: "a changed careful passphrase", confirm: "a changed careful passphrase" } }),
      // The other writes sign in with the first password.
      cleanUp: async ({ handle, adminId }) => {
        await handle.db.update(admins).set({ passwordHash: await hashPassword(PASSWORD) }).where(eq(admins.id, adminId));
      },
    },
  ],
  "admin/account/sessions": [
    {
      name: "end one of one's sessions",
      audit: ["session.ended"],
      request: async ({ handle, adminId }) => {
        const other = await createSession(handle.db, adminId);
        return { fields: { intent: "end", id: sessionPublicId(hashToken(other.token)) } };
      },
    },
    { name: "end all one's other sessions", audit: ["session.ended_others"], request: async () => ({ fields: { intent: "end-others" } }) },
  ],
  "admin/forgot-password": [
    { name: "ask for a reset link", audit: ["password.reset_requested"], request: async () => ({ signedOut: true, fields: { email: ADMIN_EMAIL } }) },
    {
      name: "ask for a reset link for an address without an account",
      audit: { none: "no account: nothing is made, and the answer is the same" },
      request: async () => ({ signedOut: true, fields: { email: `${randomUUID().slice(0, 8)}@nowhere.example` } }),
    },
  ],
  "admin/reset-password/:token": [
    {
      name: "set a new password from a reset link",
      audit: ["password.reset", "session.signed_in"],
      request: async (context) => {
        const member = await staffMember(context);
        const reset = await requestPasswordReset(context.handle.db, testEnv(), { email: member.email, ip: "192.0.2.80", floorMs: 0 });
        const token = (reset as { token: string }).token;
        return { url: `/admin/reset-password/${token}`, signedOut: true, fields: { password: "a brand new passphrase", confirm: "a brand new passphrase" } };
      },
    },
  ],
  "admin/staff": [
    { name: "end all of a member's sessions", audit: ["staff.sessions_ended"], request: async (context) => ({ fields: { intent: "end-sessions", id: (await staffMember(context)).adminId } }) },
    { name: "invite someone", audit: ["staff.invited"], request: async () => ({ fields: { intent: "invite", email: `${randomUUID().slice(0, 8)}@lumenguard.example`, role: "editor" } }) },
    { name: "change a role", audit: ["staff.role_changed"], request: async (context) => ({ fields: { intent: "change-role", id: (await staffMember(context)).adminId, role: "sales" } }) },
    { name: "deactivate an account", audit: ["staff.deactivated"], request: async (context) => ({ fields: { intent: "deactivate", id: (await staffMember(context)).adminId } }) },
    {
      name: "reactivate an account",
      audit: ["staff.reactivated"],
      request: async (context) => {
        const id = (await staffMember(context)).adminId;
        await context.handle.db.update(admins).set({ deactivatedAt: new Date() }).where(eq(admins.id, id));
        return { fields: { intent: "reactivate", id } };
      },
    },
    { name: "withdraw an invitation", audit: ["staff.invitation_withdrawn"], request: async (context) => ({ fields: { intent: "revoke", id: (await invitation(context)).id } }) },
    {
      name: "reset a member's sign-in factors",
      audit: ["staff.factors_reset"],
      request: async (context) => ({ fields: { intent: "reset-factors", id: (await memberWithApp(context)).adminId, confirmed: "yes" } }),
    },
  ],
  // The signed-in admin's own factors; the last write removes the app, so signing in stays one step.
  "admin/account/security": [
    {
      name: "set up an authenticator app",
      audit: ["factor.enrolled", "factor.recovery_codes_generated"],
      request: async (context) => {
        const secret = (await pendingTotpSetup(context.handle.db, testEnv(), context.editor))!.secret;
        return { fields: { intent: "confirm-totp", code: await generate({ secret }), currentPassword: PASSWORD } };
      },
    },
    { name: "make new recovery codes", audit: ["factor.recovery_codes_generated"], request: async () => ({ fields: { intent: "new-recovery-codes", currentPassword: PASSWORD } }) },
    { name: "remove the authenticator app", audit: ["factor.removed"], request: async () => ({ fields: { intent: "remove-totp", currentPassword: PASSWORD } }) },
  ],
  "admin/subscribers": [
    {
      name: "unsubscribe a subscriber",
      audit: ["subscriber.unsubscribed"],
      request: async ({ handle }) => {
        const mailbox = `${randomUUID().slice(0, 8)}@acme.example`;
        const id = await uuid(handle.db.insert(newsletterSubscribers).values({ email: mailbox, mailbox, status: "active" }).returning({ id: newsletterSubscribers.id }));
        return { fields: { intent: "unsubscribe", id } };
      },
    },
  ],
  "admin/availability/:adminId": [
    { name: "save a host's settings", audit: ["host.updated"], request: async (context) => ({ url: await hostUrl(context), fields: hostSettings }) },
    {
      name: "add a range of hours without JavaScript",
      audit: { none: "answers the form as typed with one range more; nothing is saved" },
      request: async (context) => ({ url: await hostUrl(context), fields: { ...hostSettings, intent: "add-range:1" } }),
    },
    {
      name: "add a day off",
      audit: ["host.day_off_added"],
      request: async (context) => ({ url: await hostUrl(context), fields: { intent: "add-day-off", firstDay: "2030-07-04", lastDay: "" } }),
    },
    {
      name: "remove a day off",
      audit: ["host.day_off_removed"],
      request: async (context) => {
        const url = await hostUrl(context, "sales");
        const adminId = url.split("/").pop()!;
        await context.handle.db.insert(hosts).values({ adminId });
        const id = await uuid(context.handle.db.insert(hostDaysOff).values({ adminId, firstDay: "2030-07-04", lastDay: "2030-07-04" }).returning({ id: hostDaysOff.id }));
        return { url, fields: { intent: "remove-day-off", id } };
      },
    },
    {
      name: "save an iCal feed (and read it once)",
      audit: ["host.calendar_saved"],
      request: async (context) => ({ url: await hostUrl(context), fields: { intent: "save-ical", url: UNREACHABLE_FEED } }),
    },
    {
      name: "save a CalDAV account (and read it once)",
      audit: ["host.calendar_saved"],
      request: async (context) => ({ url: await hostUrl(context), fields: { intent: "save-caldav", url: "http://127.0.0.1:9/dav/", username: "audited", password: "app-password" } }),
    },
    {
      name: "read a calendar now",
      audit: ["host.calendar_read"],
      request: async (context) => ({ url: await hostWithFeed(context), fields: { intent: "read-calendar", kind: "ical" } }),
    },
    {
      name: "remove a calendar",
      audit: ["host.calendar_removed"],
      request: async (context) => ({ url: await hostWithFeed(context), fields: { intent: "remove-calendar", kind: "ical" } }),
    },
  ],
  "admin/suppressions": [
    {
      name: "clear a suppression",
      audit: ["mail.suppression_cleared"],
      request: async ({ handle }) => {
        const mailbox = `${randomUUID().slice(0, 8)}@acme.example`;
        await handle.db.insert(mailSuppressions).values({ mailboxKey: mailbox, reason: "bounce" });
        return { fields: { intent: "clear", mailbox } };
      },
    },
  ],
};

/** Every download of personal data or of the log, and the entry it records (with its filter and rows). */
const EXPORTS: Record<string, { action: AuditAction; query: string }> = {
  "admin/leads/export.csv": { action: "leads.exported", query: "kind=contact&q=acme" },
  "admin/subscribers/export.csv": { action: "subscribers.exported", query: "status=active" },
  "admin/audit/export.csv": { action: "audit.exported", query: "action=post.created" },
  "admin/insights/export.csv": { action: "insights.exported", query: "report=pipeline" },
};

/** The table a write statement changes (drizzle's SQL, a CTE's included), or null for a read. */
function writtenTable(statement: string): string | null {
  const match = /\b(?:insert\s+into|update|delete\s+from)\s+"?([a-z_]+)"?/i.exec(statement.replace(/^\s*select[\s\S]*$/i, ""));
  return match ? match[1]! : null;
}

describe.each(testDatabaseTargets())("the audit of every admin write on $name", ({ open }) => {
  const context = {} as Context;
  let routes: AdminRoute[];
  let recording: string[] | null = null;

  beforeAll(async () => {
    context.handle = await open();
    const passwordHash = await hashPassword(PASSWORD);
    context.adminId = await uuid(context.handle.db.insert(admins).values({ email: ADMIN_EMAIL, passwordHash, role: "admin" }).returning({ id: admins.id }));
    context.editor = { adminId: context.adminId, email: ADMIN_EMAIL };
    context.handle.addQueryListener((statement) => {
      recording?.push(statement);
      return () => {};
    });
    context.site = await startSite({ env: testEnv(), db: context.handle.db });
    routes = adminRoutes(await loadServerBuild());
  }, 120_000);
  afterAll(async () => {
    await context.site.close();
    await context.handle.close();
    await closeServerBuild();
  });

  it("declares every admin route that writes, and only those", () => {
    const writing = routes.filter((route) => route.action).map((route) => route.path);
    expect(writing.length).toBeGreaterThan(8);
    expect(Object.keys(WRITES).sort(), "WRITES must name each admin route with an action: a new one needs its audit here").toEqual(writing.sort());
    const downloads = routes.filter((route) => route.path.endsWith(".csv")).map((route) => route.path);
    expect(Object.keys(EXPORTS).sort(), "EXPORTS must name each admin download").toEqual(downloads.sort());
  });

  const entriesSince = async (before: number) =>
    (await context.handle.db.select().from(auditLog).orderBy(desc(auditLog.createdAt), desc(auditLog.id))).slice(0, Math.max(0, (await countEntries()) - before));
  const countEntries = async () => context.handle.db.$count(auditLog);

  /** The write's request, ready to send: what it works on made, its session opened. */
  async function prepare(path: string, write: Write): Promise<() => Promise<Response>> {
    const request = await write.request(context);
    const session = request.signedOut ? null : await createSession(context.handle.db, context.adminId);
    const cookies = [session && `${SESSION_COOKIE}=${session.token}`, request.cookie].filter(Boolean).join("; ");
    const headers: Record<string, string> = { Origin: context.site.url, ...(cookies ? { Cookie: cookies } : {}) };
    let body: BodyInit;
    if (request.form) {
      if (session) request.form.set("csrf", session.csrfToken);
      body = request.form;
    } else {
      headers["Content-Type"] = "application/x-www-form-urlencoded";
      body = new URLSearchParams({ ...(session ? { csrf: session.csrfToken } : {}), ...request.fields }).toString();
    }
    const url = `${context.site.url}${request.url ?? `/${path}`}`;
    return () => fetch(url, { method: "POST", redirect: "manual", headers, body });
  }

  const cases = Object.entries(WRITES).flatMap(([path, writes]) => writes.map((write) => ({ path, write, label: `${path}: ${write.name}` })));

  it.each(cases)("$label", async ({ path, write }) => {
    onTestFinished(() => write.cleanUp?.(context));
    const send = await prepare(path, write);
    const before = await countEntries();
    recording = [];
    const response = await send();
    // Read to its end: whatever the request does is done by then.
    const answer = await response.text();
    const statements = recording;
    recording = null;
    expect(response.status, answer.slice(0, 300)).toBeLessThan(400);

    const tables = [...new Set(statements.map(writtenTable).filter((table): table is string => table !== null))];
    const changed = tables.filter((table) => !BOOKKEEPING.includes(table) && table !== "audit_log");
    const entries = await entriesSince(before);
    if ("none" in write.audit) {
      expect(entries.map((entry) => entry.action)).toEqual([]);
      expect(changed, `${write.name} writes ${changed.join(", ")}, yet says it records nothing: ${write.audit.none}`).toEqual([]);
      return;
    }
    expect(tables, `${write.name} changed ${changed.join(", ") || "nothing"} without an audit entry`).toContain("audit_log");
    expect(entries.map((entry) => entry.action).sort()).toEqual([...write.audit].sort());
    expect(entries.every((entry) => entry.actorEmail.endsWith("@lumenguard.example"))).toBe(true);
  });

  it.each(Object.entries(EXPORTS))("%s records its filter and row count before the first byte", async (path, { action, query }) => {
    // Something to export in each list.
    await contactLead(context);
    await context.handle.db.insert(newsletterSubscribers).values({ email: `${randomUUID().slice(0, 8)}@acme.example`, mailbox: randomUUID(), status: "active" });
    await draft(context);
    const session = await createSession(context.handle.db, context.adminId);
    const response = await fetch(`${context.site.url}/${path}?${query}`, { headers: { Cookie: `${SESSION_COOKIE}=${session.token}` } });
    expect(response.status).toBe(200);
    const rows = parseCsv(await response.text()).length - 1;
    const [entry] = await context.handle.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.createdAt)).limit(1);
    expect(entry).toMatchObject({ actorId: context.adminId, actorEmail: ADMIN_EMAIL });
    expect(entry!.details.rows).toBe(rows);
    expect(rows).toBeGreaterThan(0);
    // The filter is recorded, a search only as "search" (its text may name someone).
    if (action === "leads.exported") expect(entry!.details).toMatchObject({ kind: "contact", search: true });
    if (action === "subscribers.exported") expect(entry!.details).toMatchObject({ status: "active" });
    if (action === "audit.exported") expect(entry!.details).toMatchObject({ action: "post.created", member: null });
    if (action === "insights.exported") expect(entry!.details).toMatchObject({ report: "pipeline", from: expect.any(String), to: expect.any(String) });
    expect(JSON.stringify(entry!.details)).not.toContain("acme");
    // A HEAD sends no rows, and records nothing.
    const before = await countEntries();
    expect((await fetch(`${context.site.url}/${path}?${query}`, { method: "HEAD", headers: { Cookie: `${SESSION_COOKIE}=${session.token}` } })).status).toBe(200);
    expect(await countEntries()).toBe(before);
  });

  it("the audit log's CSV, filtered by member and action, holds those entries only; a role without the log gets 403", async () => {
    const other = await staffMember(context, "editor");
    const theirs = await createPost(context.handle.db, postInput({ title: `Theirs ${randomUUID()}` }), { editor: other });
    const session = await createSession(context.handle.db, context.adminId);
    const cookie = { Cookie: `${SESSION_COOKIE}=${session.token}` };
    const csv = await (await fetch(`${context.site.url}/admin/audit/export.csv?member=${other.adminId}&action=post.created`, { headers: cookie })).text();
    const [header, ...rows] = parseCsv(csv);
    expect(header).toEqual(["at", "member", "action", "subject_type", "subject_id", "details"]);
    expect(rows).toEqual([[expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/), other.email, "post.created", "post", theirs.id, expect.any(String)]]);
    expect(JSON.parse(rows[0]![5]!)).toMatchObject({ status: "draft", version: 1 });

    const page = await (await fetch(`${context.site.url}/admin/audit?member=${other.adminId}`, { headers: cookie })).text();
    // The member's one entry, and no one else's.
    const table = page.slice(page.indexOf("<tbody"), page.indexOf("</tbody>"));
    expect(table.match(/<tr /g)).toHaveLength(1);
    expect(table).toContain("Created a blog post");

    const editorSession = await createSession(context.handle.db, other.adminId);
    expect((await fetch(`${context.site.url}/admin/audit/export.csv`, { headers: { Cookie: `${SESSION_COOKIE}=${editorSession.token}` } })).status).toBe(403);
  });
});
