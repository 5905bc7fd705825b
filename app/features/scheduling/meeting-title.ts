// What a stored booking is called in e-mails, invites and its page. Bookings keep the title they
// were made with; those made before titles were kept are named by their type.

export const DEFAULT_MEETING_TITLES = { demo: "AI Trust Score demo", discovery: "Discovery call" } as const;

/** A meeting's kind as staff lists and the visitor's booking page name it. */
export const meetingKindLabel = (meetingType: string) => (meetingType === "discovery" ? "Discovery call" : "Demo");

export function meetingTitleOf(booking: { title: string | null; meetingType: string }): string {
  return booking.title || DEFAULT_MEETING_TITLES[booking.meetingType === "discovery" ? "discovery" : "demo"];
}
