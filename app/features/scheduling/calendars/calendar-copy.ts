// The copy of a meeting written into a host's own CalDAV calendar (the write-back), made from the
// visitor's invite: the same event, UID and SEQUENCE, so calendar apps that also receive the
// invite see one meeting. It leaves out METHOD, which a stored calendar object must not carry (RFC
// 4791 §4.1), and ORGANIZER and ATTENDEE: with them a scheduling server (RFC 6638: iCloud, Google,
// Fastmail, Nextcloud…) would take the copy for an invitation of the host's own and send messages
// of its own to the visitor or the sales inbox, who already have the site's.
import ICAL from "ical.js";

const LEFT_OUT = ["organizer", "attendee"];

/** The write-back copy of an invite holding one VEVENT whose UID is `uid`; throws on anything else. */
export function calendarCopyOf(invite: string, uid: string): string {
  const calendar = new ICAL.Component(ICAL.parse(invite));
  const events = calendar.getAllSubcomponents("vevent");
  if (calendar.name !== "vcalendar" || events.length !== 1 || events[0]!.getFirstPropertyValue("uid") !== uid) {
    throw new Error(`a write-back needs a VCALENDAR with one VEVENT whose UID is ${uid}`);
  }
  calendar.removeAllProperties("method");
  for (const name of LEFT_OUT) events[0]!.removeAllProperties(name);
  return calendar.toString();
}
