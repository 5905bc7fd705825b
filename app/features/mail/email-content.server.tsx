// The templates a queued message may name instead of carrying its rendered HTML and text. The
// request that queues mail stores the template's props (committed with the lead, so nothing is
// less durable); the outbox worker renders them just before sending (decision 029).
import type { OutboxMessage, QueuedMessage } from "#db/schema.ts";
import { renderEmail } from "./render-email.server.ts";
import { BookingChangeEmail, type BookingChangeProps } from "./templates/booking-change-email.tsx";
import { BookingConfirmationEmail, type BookingConfirmationProps } from "./templates/booking-confirmation-email.tsx";
import { ContactAcknowledgementEmail, type ContactAcknowledgementProps } from "./templates/contact-acknowledgement-email.tsx";
import { DatasheetEmail, type DatasheetEmailProps } from "./templates/datasheet-email.tsx";
import { NewsletterConfirmationEmail, type NewsletterConfirmationProps } from "./templates/newsletter-confirmation-email.tsx";
import { SalesNotificationEmail, type SalesNotificationProps } from "./templates/sales-notification-email.tsx";

/** A template and its props: plain JSON, stored in the outbox row until the worker renders it. */
export type EmailBody =
  | { template: "booking-confirmation"; props: BookingConfirmationProps }
  | { template: "booking-change"; props: BookingChangeProps }
  | { template: "contact-acknowledgement"; props: ContactAcknowledgementProps }
  | { template: "datasheet-link"; props: DatasheetEmailProps }
  | { template: "newsletter-confirmation"; props: NewsletterConfirmationProps }
  | { template: "sales-notification"; props: SalesNotificationProps };

/** A message whose body the worker renders: what queueEmails stores for it. */
export const deferredBody = (body: EmailBody): { body: QueuedMessage["body"] & object } => ({
  body: body as { template: string; props: Record<string, unknown> },
});

function element(body: EmailBody) {
  switch (body.template) {
    case "booking-confirmation":
      return <BookingConfirmationEmail {...body.props} />;
    case "booking-change":
      return <BookingChangeEmail {...body.props} />;
    case "contact-acknowledgement":
      return <ContactAcknowledgementEmail {...body.props} />;
    case "datasheet-link":
      return <DatasheetEmail {...body.props} />;
    case "newsletter-confirmation":
      return <NewsletterConfirmationEmail {...body.props} />;
    case "sales-notification":
      return <SalesNotificationEmail {...body.props} />;
  }
}

const TEMPLATES = new Set<string>(["booking-confirmation", "booking-change", "contact-acknowledgement", "datasheet-link", "newsletter-confirmation", "sales-notification"]);

/** The message as it is sent: its stored HTML and text, or both rendered now from its template. */
export async function readyToSend(message: QueuedMessage): Promise<OutboxMessage> {
  if (message.body === undefined) return message as OutboxMessage;
  const { body, ...rest } = message;
  // A name this version does not know is a failure the worker records (and retries), never a blank e-mail.
  if (!TEMPLATES.has(body.template)) throw new Error(`unknown e-mail template "${body.template}"`);
  return { ...rest, ...(await renderEmail(element(body as EmailBody))) };
}
