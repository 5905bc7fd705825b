// Where an entry stands for the public, in the admin's words.
export type EntryStatus = "draft" | "scheduled" | "showing" | "waiting" | "ended";

export const entryStatusLabels: Record<EntryStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  showing: "Showing",
  waiting: "Waiting: another announcement shows",
  ended: "Ended",
};

type Publication = { published: boolean; showFrom: string | null; showUntil: string | null };

/**
 * Draft until published; then scheduled before its window, ended after it, and showing inside it
 * (or waiting, in a collection that shows one entry at a time, while another one shows).
 */
export function entryStatus(entry: Publication, now: Date, { shownOne }: { shownOne?: boolean } = {}): EntryStatus {
  if (!entry.published) return "draft";
  if (entry.showFrom && new Date(entry.showFrom) > now) return "scheduled";
  if (entry.showUntil && new Date(entry.showUntil) <= now) return "ended";
  return shownOne === false ? "waiting" : "showing";
}
