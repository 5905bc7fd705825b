// The islands a page that does not hydrate may carry (decision 032), by name: how the islands
// runtime loads the component <Island> renders for each.
import type { ComponentType } from "react";

export const islandComponents = {
  "datasheet-button": () => import("#app/features/datasheets/datasheet-button.tsx").then((module) => module.DatasheetButton),
  "contact-form": () => import("#app/features/leads/contact-form-island.tsx").then((module) => module.ContactFormIsland),
  "recalled-booking": () => import("#app/features/booking/booked-meeting.tsx").then((module) => module.RecalledBooking),
  "solution-request-form": () =>
    import("#app/features/booking/solution-request-form.tsx").then((module) => module.SolutionRequestForm),
  "meeting-booking": () => import("#app/features/booking/meeting-booking.tsx").then((module) => module.MeetingBooking),
  "landing-demo-form": () => import("#app/features/booking/landing-demo-form.tsx").then((module) => module.LandingDemoForm),
  "tier-email-form": () => import("#app/features/pricing/tier-email-form.tsx").then((module) => module.TierEmailForm),
  "docs-toc-drawer": () => import("#app/features/docs/docs-toc-drawer.tsx").then((module) => module.DocsTocDrawer),
  "docs-search": () => import("#app/features/docs/search/docs-search.tsx").then((module) => module.DocsSearch),
  "api-search": () => import("#app/features/docs/api-search.tsx").then((module) => module.ApiSearch),
  "manage-booking": () => import("#app/features/booking/manage-booking.tsx").then((module) => module.ManageBooking),
  newsletter: () => import("#app/features/newsletter/newsletter-block.tsx").then((module) => module.NewsletterBlock),
} satisfies Record<string, () => Promise<ComponentType<never>>>;

export type IslandName = keyof typeof islandComponents;
