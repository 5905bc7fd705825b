import { Island } from "#app/islands/island.tsx";
import { RecalledBooking, type BookedReceipt } from "./booked-meeting.tsx";
import { LAST_BOOKING_KEY } from "./last-booking.ts";

/**
 * The booking this tab made as an island (app/islands/): a thank-you page that does not hydrate
 * makes it live at once when this tab remembers a booking, and it shows nothing otherwise.
 */
export function RecalledBookingIsland({ kind }: { kind?: BookedReceipt["meetingType"] }) {
  return <Island name="recalled-booking" component={RecalledBooking} props={{ kind }} hydrateIfStored={LAST_BOOKING_KEY} />;
}
