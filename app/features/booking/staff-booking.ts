// A booking as the admin's lead detail shows it (serialisable loader data), made by
// booking-lifecycle.server.ts and drawn by the sales workspace's panel.
import type { OutcomeView } from "./meeting-outcome.ts";

/** A booking's state as the lead detail shows it (serialisable loader data). */
export type StaffBooking = {
  status: "confirmed" | "cancelled";
  startsAt: string;
  past: boolean;
  /** Its start plus its length has passed: its outcome can be marked. */
  ended: boolean;
  /** Who runs it (null without hosts), and who else is free then to take it over. */
  host: { id: string; name: string } | null;
  handOverTo: Array<{ id: string; name: string }>;
  outcome: OutcomeView | null;
  events: Array<{
    id: string;
    action: string;
    actor: string;
    staffEmail: string | null;
    previousStartsAt: string;
    startsAt: string | null;
    reason: string | null;
    createdAt: string;
  }>;
};
