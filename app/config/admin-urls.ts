// Links into the admin that mail and webhooks carry: one place, below every feature that writes them.

/** A lead's page in the admin inbox, absolute (mail and webhooks leave the site). */
export const adminLeadUrl = (env: { SITE_URL: string }, leadId: string) => `${env.SITE_URL}/admin/leads?id=${encodeURIComponent(leadId)}`;
