CREATE INDEX "booking_events_action_created_idx" ON "booking_events" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_cancelled_idx" ON "bookings" USING btree ("cancelled_at") WHERE "bookings"."cancelled_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_confirmed_idx" ON "newsletter_subscribers" USING btree ("confirmed_at") WHERE "newsletter_subscribers"."confirmed_at" is not null;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_unsubscribed_idx" ON "newsletter_subscribers" USING btree ("unsubscribed_at") WHERE "newsletter_subscribers"."unsubscribed_at" is not null;