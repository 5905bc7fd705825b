// The suppression list as the admin page shows it. No database access, so browser code can import
// it; the queries live in suppressions.server.ts.

/**
 * Why a mailbox is suppressed. A bounce (the receiving server refused the address for good) stops
 * every visitor e-mail; an unsubscribe stops the newsletter's mail only (decision 037).
 */
export const SUPPRESSION_REASONS = ["bounce", "unsubscribe"] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];
export const isSuppressionReason = (value: unknown): value is SuppressionReason => SUPPRESSION_REASONS.includes(value as SuppressionReason);

export const suppressionReasonLabels: Record<SuppressionReason, string> = {
  bounce: "Refused by the receiving server: no visitor e-mail",
  unsubscribe: "Unsubscribed: no newsletter e-mail",
};

/** One suppressed mailbox as the admin lists it. */
export type SuppressionEntry = { mailboxKey: string; reason: SuppressionReason; response: string | null; createdAt: string };
