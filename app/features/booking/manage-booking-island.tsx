import { Island } from "#app/islands/island.tsx";
import { ManageBooking, type ManageBookingProps } from "./manage-booking.tsx";

/**
 * A booking's page as an island (app/islands/): it becomes live on the visitor's first pointer,
 * focus or key in it, and a press of Reschedule or Cancel meanwhile opens its panel once it is.
 */
export function ManageBookingIsland(props: ManageBookingProps) {
  return <Island name="manage-booking" component={ManageBooking} props={props} />;
}
