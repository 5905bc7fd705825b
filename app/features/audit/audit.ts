// What the audit log records, as the admin's page shows it (no database access here).

export const AUDIT_ACTIONS = {
  "session.signed_in": "Signed in",
  "lead.status_changed": "Changed a lead's status",
  "lead.owner_changed": "Changed a lead's owner",
  "lead.note_added": "Added a note to a lead",
  "lead.erased": "Erased a lead",
  "staff.invited": "Invited a staff member",
  "staff.invitation_withdrawn": "Withdrew an invitation",
  "staff.joined": "Accepted an invitation",
  "staff.role_changed": "Changed a staff member's role",
  "staff.deactivated": "Deactivated a staff account",
  "staff.reactivated": "Reactivated a staff account",
  "mail.suppression_cleared": "Cleared an e-mail suppression",
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
export const isAuditAction = (value: unknown): value is AuditAction => typeof value === "string" && value in AUDIT_ACTIONS;

export type AuditSubject = "lead" | "staff" | "invitation" | "session" | "suppression";

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
