// The newsletter's e-mails. Every one carries a one-click unsubscribe (RFC 8058): List-Unsubscribe
// with the https link (POSTed to by the mail client, no sign-in) and a mailto, and
// List-Unsubscribe-Post. The confirmation goes to a typed-in address, so it is visitor mail, capped
// like the other visitor templates.
import type { QueuedMessage } from "#db/schema.ts";
import { addresses, brand, newsletter } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import type { QueuedEmail } from "#app/features/mail/outbox.server.ts";
import { deferredBody, type EmailBody } from "#app/features/mail/email-content.server.tsx";
import { mailtoHref } from "#app/lib/href.ts";

type MailEnv = Pick<Env, "MAIL_FROM" | "SITE_URL">;

/**
 * The List-Unsubscribe header fields of a newsletter e-mail (RFC 2369, RFC 8058). The mailto's
 * subject names the link's token, so the team can tell whose request it is.
 */
export function unsubscribeHeaders(unsubscribeUrl: string, token: string): Record<string, string> {
  const mailto = mailtoHref(addresses.newsletter, { subject: `unsubscribe ${token}` });
  return {
    "List-Unsubscribe": `<${unsubscribeUrl}>, <${mailto}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

/**
 * A newsletter e-mail: from the newsletter, with its unsubscribe headers. A reply reaches the
 * newsletter's inbox, which the team reads (MAIL_FROM is a no-reply address).
 */
function newsletterMessage(env: MailEnv, to: string, subject: string, body: EmailBody, unsubscribe: { url: string; token: string }): QueuedMessage {
  return {
    from: `${newsletter.name} by ${brand.name} <${env.MAIL_FROM}>`,
    replyTo: addresses.newsletter,
    to,
    subject,
    ...deferredBody(body),
    headers: unsubscribeHeaders(unsubscribe.url, unsubscribe.token),
  };
}

export function composeConfirmationEmail(
  env: MailEnv,
  input: { to: string; confirmUrl: string; unsubscribe: { url: string; token: string } },
): QueuedEmail {
  const body: EmailBody = {
    template: "newsletter-confirmation",
    props: {
      newsletterName: newsletter.name,
      confirmUrl: input.confirmUrl,
      unsubscribeUrl: input.unsubscribe.url,
      confirmDays: newsletter.confirmDays,
      siteUrl: env.SITE_URL,
    },
  };
  return {
    template: "newsletter-confirmation",
    message: newsletterMessage(env, input.to, `Confirm your subscription to ${newsletter.name}`, body, input.unsubscribe),
  };
}
