import type { LeadFunctionName } from "#app/config/lead-functions.ts";

/** What a page passes to the datasheet dialog (leads-and-booking.md §3 "Datasheet request"). */
export type DatasheetDialogProps = {
  title: string;
  description: string;
  functionName: LeadFunctionName;
  pdfPath: string;
  /**
   * Where a successful request sends the visitor (a campaign landing page's thank-you destination).
   * The dialog renders in a portal, outside the page's data-thank-you wrapper, so it carries its own.
   */
  thankYou?: string;
};
