// The Insights page's reports by id: what the page and the CSV route build, for the reports a
// role may see (reportNeeds in report.ts).
import type { Database } from "#db/index.ts";
import type { StaffRole } from "#app/features/admin/roles.ts";
import { contentReport } from "./content-report.server.ts";
import { conversionReport } from "./conversion-report.server.ts";
import { leadsReport } from "./leads-report.server.ts";
import { meetingsReport } from "./meetings-report.server.ts";
import { newsletterReport } from "./newsletter-report.server.ts";
import { pipelineReport } from "./pipeline-report.server.ts";
import type { InsightRange } from "./range.ts";
import { reportsFor, type InsightReport, type ReportId } from "./report.ts";
import { sourcesReport } from "./sources-report.server.ts";

export const buildReport: Record<ReportId, (db: Database, range: InsightRange) => Promise<InsightReport>> = {
  leads: leadsReport,
  sources: sourcesReport,
  meetings: meetingsReport,
  pipeline: pipelineReport,
  conversion: conversionReport,
  content: contentReport,
  newsletter: newsletterReport,
};

/** Every report the role may see, in the page's order; one after another, so a page holds one connection at a time. */
export async function reportsForRole(db: Database, role: StaffRole, range: InsightRange): Promise<InsightReport[]> {
  const reports: InsightReport[] = [];
  for (const id of reportsFor(role)) reports.push(await buildReport[id](db, range));
  return reports;
}
