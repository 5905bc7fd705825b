// What the audit log records, as the admin's page shows it (no database access here).
import { isUuid } from "#app/lib/uuid.ts";

export const AUDIT_ACTIONS = {
  "session.signed_in": "Signed in",
  "session.signed_out": "Signed out",
  "session.ended": "Ended a signed-in session",
  "session.ended_others": "Ended all their other sessions",
  "staff.sessions_ended": "Ended all of a staff member's sessions",
  "password.changed": "Changed their password",
  "password.reset_requested": "Asked for a password reset link",
  "password.reset": "Set a new password from a reset link",
  "factor.enrolled": "Added a sign-in factor",
  "factor.removed": "Removed a sign-in factor",
  "factor.renamed": "Renamed a passkey",
  "factor.used_recovery_code": "Signed in with a recovery code",
  "factor.recovery_codes_generated": "Made new recovery codes",
  "staff.factors_reset": "Reset a staff member's sign-in factors",
  "lead.status_changed": "Changed a lead's status",
  "lead.owner_changed": "Changed a lead's owner",
  "lead.note_added": "Added a note to a lead",
  "lead.erased": "Erased a lead",
  "leads.exported": "Exported leads (CSV)",
  "booking.rescheduled": "Rescheduled a lead's meeting",
  "booking.cancelled": "Cancelled a lead's meeting",
  "booking.reassigned": "Handed a lead's meeting to another host",
  "booking.outcome_recorded": "Marked whether a lead's meeting took place",
  "outbox.retried": "Retried a dead e-mail or webhook",
  "subscribers.exported": "Exported newsletter subscribers (CSV)",
  "insights.exported": "Exported an Insights report (CSV)",
  "subscriber.unsubscribed": "Unsubscribed a newsletter subscriber",
  "post.created": "Created a blog post",
  "post.updated": "Saved a blog post",
  "post.restored": "Saved a blog post from an earlier revision",
  "post.published": "Published a blog post",
  "post.unpublished": "Unpublished a blog post",
  "post.deleted": "Deleted a blog post",
  "preview_link.created": "Created a preview link",
  "preview_link.revoked": "Revoked a preview link",
  "image.uploaded": "Uploaded an image",
  "content.created": "Created a site content entry",
  "content.updated": "Saved a site content entry",
  "content.restored": "Saved a site content entry from an earlier revision",
  "content.published": "Published a site content entry",
  "content.unpublished": "Unpublished a site content entry",
  "content.reordered": "Moved a site content entry in its list",
  "content.deleted": "Deleted a site content entry",
  "staff.invited": "Invited a staff member",
  "staff.invitation_withdrawn": "Withdrew an invitation",
  "staff.sso_linked": "Linked their account to single sign-on",
  "staff.joined": "Joined the staff (an invitation or single sign-on)",
  "staff.role_changed": "Changed a staff member's role",
  "staff.deactivated": "Deactivated a staff account",
  "staff.reactivated": "Reactivated a staff account",
  "mail.suppression_cleared": "Cleared an e-mail suppression",
  "host.updated": "Saved a host's availability settings",
  "host.day_off_added": "Added a host's day off",
  "host.day_off_removed": "Removed a host's day off",
  "host.calendar_saved": "Connected a host's calendar",
  "host.calendar_removed": "Removed a host's calendar",
  "host.calendar_read": "Read a host's calendar now",
  "audit.exported": "Exported the audit log (CSV)",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const isAuditAction = (value: unknown): value is AuditAction => typeof value === "string" && Object.hasOwn(AUDIT_ACTIONS, value);

/** The log's filter as its page and its CSV read it from the address: `action`, and `member` (an account's id). */
export function readAuditFilter(params: URLSearchParams): { action?: AuditAction; actorId?: string } {
  const action = params.get("action");
  const member = params.get("member");
  return { ...(isAuditAction(action) ? { action } : {}), ...(member && isUuid(member) ? { actorId: member } : {}) };
}

export type AuditSubject =
  | "lead"
  | "staff"
  | "invitation"
  | "session"
  | "factor"
  | "password"
  | "suppression"
  | "booking"
  | "outbox"
  | "subscriber"
  | "post"
  | "preview_link"
  | "image"
  | "site_entry"
  | "audit"
  | "host"
  | "report";

/** Codes and ids only: a lead's name, address or note text never goes in here. */
export type AuditDetails = Record<string, string | number | boolean | null>;

export type AuditRow = {
  id: string;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string | null;
  details: AuditDetails;
  createdAt: string;
};
