import { FileText } from "lucide-react";
import { Link } from "react-router";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { DownloadReportButton, FindingCards, KeyFigureTiles, ModelRanking } from "#app/features/report/report-sections.tsx";
import { Badge } from "#app/components/ui/badge.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { keyFigures, modelRankings, reportEdition, reportFindings } from "#app/content/report.ts";
import { SignedUpNotice } from "#app/features/newsletter/signed-up-notice.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/aitrustscore-report";
import { brand } from "#app/config/site.ts";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `2025 AI Trust Score Report | ${brand.name}`,
    description:
      `${brand.name}'s Q3 2025 AI Trust Score report: 59.9% of enterprise AI traffic blocked, a 36x yearly increase in AI use, and six leading models ranked across nine risk dimensions.`,
    path: "/aitrustscore-report",
  });

export default function ReportPage() {
  return (
    <>
      <SignedUpNotice />
      <PageHero
        eyebrow={<Badge variant="secondary">AI Trust Score Report · {reportEdition.quarter}</Badge>}
        title="The State of AI Trust in 2025"
        lead={`How today's leading foundation models hold up against jailbreaks, data leakage, bias and hallucination, and what enterprise AI traffic tells us about the risks employees take every day. Data from ${reportEdition.dataPeriod}.`}
      >
        <DownloadReportButton />
        <Button asChild size="lg" variant="outline">
          <Link to="/blog" prefetch="intent">
            <FileText aria-hidden="true" /> Executive Summary
          </Link>
        </Button>
      </PageHero>

      <div className="mx-auto max-w-7xl space-y-24 px-4 py-16 sm:px-6 sm:py-20">
        <KeyFigureTiles figures={keyFigures} />
        <FindingCards findings={reportFindings} />
        <ModelRanking rows={modelRankings} />

        <section
          aria-labelledby="download-title"
          className="rounded-2xl bg-gradient-to-br from-brand-ink to-primary px-6 py-12 text-center text-white sm:px-10"
        >
          <h2 id="download-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Get the complete {reportEdition.quarter} report
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-white/85">
            Exact trust scores for every model, results on all nine risk dimensions, the attack techniques that worked and
            a 90-day action plan for security and compliance teams.
          </p>
          <div className="mt-7 flex justify-center">
            <DownloadReportButton variant="secondary" />
          </div>
        </section>
      </div>
    </>
  );
}
