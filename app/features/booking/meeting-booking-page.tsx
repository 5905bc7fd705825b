import { storageKeys } from "#app/config/site.ts";
import { Island } from "#app/islands/island.tsx";
import { MeetingBooking, type MeetingBookingProps } from "./meeting-booking.tsx";
import { TAB_HASH_NAMES } from "./meeting-tabs.ts";

/**
 * Book a Meeting: its introduction, then the tabs and the form as an island (app/islands/). It
 * wakes at once when the hash names a tab or pricing left a work e-mail for it; otherwise on first use.
 */
export function MeetingBookingPage(props: MeetingBookingProps) {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-8 text-center sm:px-6 sm:pt-20">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Book a Meeting</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
            Talk to an AI security expert
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Choose a full AI Trust Score demo or a short discovery call. Pick a weekday and a time in Eastern Time; the
            calendar invite follows by e-mail.
          </p>
        </div>
      </section>
      <Island
        name="meeting-booking"
        component={MeetingBooking}
        props={props}
        hydrateIfStored={storageKeys.prefillEmail}
        hydrateIfHash={TAB_HASH_NAMES}
      />
    </>
  );
}
