// The subscriber list as sales downloads it (/admin/subscribers/export.csv).
import type { CsvRow } from "#app/lib/csv.ts";
import type { SubscriberEntry } from "./subscriber-entry.ts";

export const SUBSCRIBERS_CSV_HEADER = ["email", "status", "signed_up_at", "last_requested_at", "confirmed_at", "unsubscribed_at", "source_page", "subscriber_id"] as const;

/** One subscriber as a row of the CSV, in SUBSCRIBERS_CSV_HEADER's order. */
export const subscriberCsvRow = (s: SubscriberEntry): CsvRow => [s.email, s.status, s.createdAt, s.requestedAt, s.confirmedAt, s.unsubscribedAt, s.sourcePage, s.id];
