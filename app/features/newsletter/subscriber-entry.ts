// A subscriber as the admin lists and exports it. No database access and no schema library: the
// admin page's component imports it.

/** Subscriber states, in the order a subscription moves through them. */
export const SUBSCRIBER_STATUSES = ["pending", "active", "unsubscribed"] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

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
