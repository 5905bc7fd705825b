// The subscriber list as sales downloads it (/admin/subscribers/export.csv).
import { toCsv } from "#app/features/leads/csv.ts";
import type { SubscriberEntry } from "./subscriber-entry.ts";

export const SUBSCRIBERS_CSV_HEADER = ["email", "status", "signed_up_at", "last_requested_at", "confirmed_at", "unsubscribed_at", "source_page", "subscriber_id"] as const;

export function subscribersToCsv(subscribers: readonly SubscriberEntry[]): string {
  return toCsv(
    SUBSCRIBERS_CSV_HEADER,
    subscribers.map((s) => [s.email, s.status, s.createdAt, s.requestedAt, s.confirmedAt, s.unsubscribedAt, s.sourcePage, s.id]),
  );
}
