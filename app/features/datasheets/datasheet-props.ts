import type { LeadFunctionName } from "#app/config/lead-functions.ts";

/** What a page passes to the datasheet dialog (leads-and-booking.md §3 "Datasheet request"). */
export type DatasheetDialogProps = {
  title: string;
  description: string;
  functionName: LeadFunctionName;
  pdfPath: string;
};
