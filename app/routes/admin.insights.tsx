// /admin/insights: reports on leads, their sources and conversion, meetings, the pipeline, what is
// read and the newsletter over a date range against the previous range of equal length; each with
// a chart, its table and a CSV file. Every role may open it; which reports it shows is the role's (reportsFor in report.ts).
// The range is a GET form and links, so it works before (or without) hydration.
import { Form } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { brand } from "#app/config/site.ts";
import { requireAdmin } from "#app/features/admin/guard.server.ts";
import { FilterTabs } from "#app/features/admin/filter-tabs.tsx";
import { reportsForRole } from "#app/features/insights/insights.server.ts";
import { RANGE_PRESETS, rangePresetLabels, readInsightRange } from "#app/features/insights/range.ts";
import { ReportPanel } from "#app/features/insights/report-panel.tsx";
import { formatCalendarDay } from "#app/lib/dates.ts";
import { queryHref } from "#app/lib/href.ts";
import { pageMeta } from "#app/lib/seo.ts";
import type { Route } from "./+types/admin.insights";

export async function loader({ request, context }: Route.LoaderArgs) {
  const session = await requireAdmin(request, context, "insights");
  const range = readInsightRange(new URL(request.url).searchParams);
  const reports = await reportsForRole(context.db, session.role, range);
  return { range, reports, seesLeads: reports.some((report) => report.id === "leads") };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, { title: `Insights | ${brand.name} Admin`, description: "Leads, conversion, meetings, the pipeline, content and the newsletter over time.", path: "/admin/insights", noindex: true });

const span = (from: string, to: string) => `${formatCalendarDay(from, "medium")} – ${formatCalendarDay(to, "medium")}`;

export default function AdminInsightsPage({ loaderData }: Route.ComponentProps) {
  const { range, reports, seesLeads } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">Insights</h1>
      <p className="mt-1 text-muted-foreground">
        {span(range.from, range.to)} ({range.days} {range.days === 1 ? "day" : "days"}, Eastern time), compared with {span(range.previous.from, range.previous.to)}.
      </p>

      <div className="mt-6 grid gap-4 rounded-xl border p-4">
        <FilterTabs
          label="Date range"
          tabs={RANGE_PRESETS.map((preset) => ({ label: rangePresetLabels[preset], to: queryHref("/admin/insights", { range: preset }), current: range.preset === preset }))}
        />
        <Form method="get" key={`${range.from}/${range.to}`} className="flex flex-wrap items-end gap-3" aria-label="Choose the dates">
          <div className="grid gap-1.5">
            <Label htmlFor="insights-from">From</Label>
            <Input id="insights-from" type="date" name="from" defaultValue={range.from} required />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="insights-to">To</Label>
            <Input id="insights-to" type="date" name="to" defaultValue={range.to} required />
          </div>
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Form>
      </div>

      {!seesLeads && (
        <p className="mt-6 text-sm text-muted-foreground">
          Reports on leads, meetings and the pipeline are for sales.
        </p>
      )}
      {reports.map((report) => (
        <ReportPanel key={report.id} report={report} range={range} />
      ))}
    </>
  );
}
