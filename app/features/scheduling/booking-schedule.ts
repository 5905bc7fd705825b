// What the server tells the booking forms (through the route loaders): the slots on offer and how
// far ahead a meeting may be booked. Both come from the environment, so the browser cannot know them.

export type BookingSchedule = {
  /** Offered slots, minutes after midnight Eastern (BOOKING_SLOTS). */
  slots: readonly number[];
  /** Days ahead a meeting may be booked (BOOKING_HORIZON_DAYS). */
  horizonDays: number;
};

export function bookingSchedule(env: { BOOKING_SLOTS: readonly number[]; BOOKING_HORIZON_DAYS: number }): BookingSchedule {
  return { slots: env.BOOKING_SLOTS, horizonDays: env.BOOKING_HORIZON_DAYS };
}
