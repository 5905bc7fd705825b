// The templates a queued message may name instead of carrying its rendered HTML and text. The
// request that queues mail stores the template's props (committed with the lead, so nothing is
// less durable); the outbox worker renders them just before sending (decision 029).
import type { ComponentProps, FunctionComponent } from "react";
import type { OutboxMessage, QueuedMessage } from "#db/schema.ts";
import { renderEmail } from "./render-email.server.ts";
import { BookingChangeEmail } from "./templates/booking-change-email.tsx";
import { BookingConfirmationEmail } from "./templates/booking-confirmation-email.tsx";
import { BookingReminderEmail } from "./templates/booking-reminder-email.tsx";
import { ContactAcknowledgementEmail } from "./templates/contact-acknowledgement-email.tsx";
import { DatasheetEmail } from "./templates/datasheet-email.tsx";
import { HostReminderEmail } from "./templates/host-reminder-email.tsx";
import { NewsletterConfirmationEmail } from "./templates/newsletter-confirmation-email.tsx";
import { SalesNotificationEmail } from "./templates/sales-notification-email.tsx";

/** Every template a stored message may name, by the name it is stored under. */
const TEMPLATES = {
  "booking-confirmation": BookingConfirmationEmail,
  "booking-change": BookingChangeEmail,
  "booking-reminder": BookingReminderEmail,
  "host-reminder": HostReminderEmail,
  "contact-acknowledgement": ContactAcknowledgementEmail,
  "datasheet-link": DatasheetEmail,
  "newsletter-confirmation": NewsletterConfirmationEmail,
  "sales-notification": SalesNotificationEmail,
};
type TemplateName = keyof typeof TEMPLATES;

/** A template and its props: plain JSON, stored in the outbox row until the worker renders it. */
export type EmailBody = { [T in TemplateName]: { template: T; props: ComponentProps<(typeof TEMPLATES)[T]> } }[TemplateName];

/** A message whose body the worker renders: what queueEmails stores for it. */
export const deferredBody = (body: EmailBody): { body: QueuedMessage["body"] & object } => ({
  body: body as { template: string; props: Record<string, unknown> },
});

/** The message as it is sent: its stored HTML and text, or both rendered now from its template. */
export async function readyToSend(message: QueuedMessage): Promise<OutboxMessage> {
  if (message.body === undefined) return message as OutboxMessage;
  const { body, ...rest } = message;
  // A name this version does not know is a failure the worker records (and retries), never a blank e-mail.
  if (!Object.hasOwn(TEMPLATES, body.template)) throw new Error(`unknown e-mail template "${body.template}"`);
  const Template = TEMPLATES[body.template as TemplateName] as FunctionComponent<Record<string, unknown>>;
  return { ...rest, ...(await renderEmail(<Template {...body.props} />)) };
}
