// Why reading or writing a host's calendar failed, in words the host understands: the Availability
// page shows the message as it is, the outbox keeps it after its code. Messages never hold a feed's
// address (a secret) or a password, so they are safe to store and to log.

/** The kind of failure: the System page groups dead write-backs by it. */
export type CalendarErrorCode =
  | "CALENDAR_AUTH"
  | "CALENDAR_STATUS"
  | "CALENDAR_TIMEOUT"
  | "CALENDAR_UNREACHABLE"
  | "CALENDAR_FORMAT"
  | "CALENDAR_TOO_LARGE"
  | "CALENDAR_NOT_FOUND"
  | "CALENDAR_ADDRESS";

export class CalendarError extends Error {
  readonly code: CalendarErrorCode;

  constructor(code: CalendarErrorCode, message: string) {
    super(message);
    this.name = "CalendarError";
    this.code = code;
    // A remote server's failure, not a fault in this code: its words are all a log line needs.
    this.stack = `${this.name}: ${message}`;
  }
}
