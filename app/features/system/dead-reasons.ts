// Why dead messages died, in the few words an operator needs to choose what to do: fix DNS or the
// relay, correct an address, or mend the webhook receiver. The outbox keeps the sender's own error
// text ("EENVELOPE 550 5.1.1 <a@b.example>: Recipient address rejected" for SMTP, see
// describeError in the outbox worker; "HTTP 500 Internal Server Error: …" or "no answer within 10000 ms"
// for a webhook; "CALENDAR_STATUS The calendar server answered 503." for a calendar write-back, its
// code first: see app/features/scheduling/calendars/calendar-error.ts).

export type DeadReason =
  | "recipient refused (5xx)"
  | "message refused (5xx)"
  | "temporary refusal (4xx)"
  | "sign-in to the mail relay failed"
  | "could not reach the mail relay"
  | "webhook receiver answered an error"
  | "webhook receiver unreachable or slow"
  | "sign-in to a host's calendar failed"
  | "a host's calendar server answered an error"
  | "a host's calendar server unreachable or slow"
  | "other";

const CONNECTION_CODES = new Set(["ECONNECTION", "ETIMEDOUT", "ESOCKET", "EDNS", "ECONNREFUSED", "ECONNRESET", "ETLS", "EPROTOCOL"]);

/** A calendar write-back's error code (calendar-error.ts) → what to do about it. */
const CALENDAR_REASONS: Record<string, DeadReason> = {
  CALENDAR_AUTH: "sign-in to a host's calendar failed",
  CALENDAR_STATUS: "a host's calendar server answered an error",
  CALENDAR_NOT_FOUND: "a host's calendar server answered an error",
  CALENDAR_FORMAT: "a host's calendar server answered an error",
  CALENDAR_TOO_LARGE: "a host's calendar server answered an error",
  CALENDAR_TIMEOUT: "a host's calendar server unreachable or slow",
  CALENDAR_UNREACHABLE: "a host's calendar server unreachable or slow",
};

export function deadReason(channel: string, lastError: string | null): DeadReason {
  const text = lastError ?? "";
  if (channel === "webhook") {
    if (/^HTTP \d{3}/.test(text)) return "webhook receiver answered an error";
    return text ? "webhook receiver unreachable or slow" : "other";
  }
  if (channel === "caldav") return CALENDAR_REASONS[text.split(" ")[0] ?? ""] ?? "other";
  const [code = "", second = ""] = text.split(" ");
  const status = /^[45]\d\d$/.test(second) ? Number(second) : undefined;
  if (code === "EENVELOPE" && status && status >= 500) return "recipient refused (5xx)";
  if (code === "EMESSAGE" && status && status >= 500) return "message refused (5xx)";
  if (status && status >= 400 && status < 500) return "temporary refusal (4xx)";
  if (code === "EAUTH") return "sign-in to the mail relay failed";
  if (CONNECTION_CODES.has(code)) return "could not reach the mail relay";
  return "other";
}

/** Sums grouped error texts into reasons, the most frequent first. */
export function tallyDeadReasons(groups: ReadonlyArray<{ channel: string; lastError: string | null; count: number }>) {
  const tally = new Map<string, { channel: string; reason: DeadReason; count: number }>();
  for (const group of groups) {
    const reason = deadReason(group.channel, group.lastError);
    const key = `${group.channel}\u0000${reason}`;
    const entry = tally.get(key) ?? { channel: group.channel, reason, count: 0 };
    entry.count += group.count;
    tally.set(key, entry);
  }
  return [...tally.values()].sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason));
}
