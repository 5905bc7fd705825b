// A subscriber as the admin lists and exports it (no database access: the page's component imports it).
import type { SubscriberStatus } from "./newsletter.schema.ts";

/** Dates as ISO strings. */
export type SubscriberEntry = {
  id: string;
  email: string;
  status: SubscriberStatus;
  sourcePage: string | null;
  createdAt: string;
  requestedAt: string;
  confirmedAt: string | null;
  unsubscribedAt: string | null;
};
