// A collection its editors emptied leaves no heading over nothing: the home page's sections go, the
// about and partners pages' sections go, and a page that would be blank says so.
import type { ComponentProps, ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { NewsTicker } from "#app/features/home/news-ticker.tsx";
import { PartnerLogos } from "#app/features/home/partner-logos.tsx";
import { Testimonials } from "#app/features/home/testimonials.tsx";
import AboutPage from "#app/routes/about-us.tsx";
import GlossaryPage from "#app/routes/glossary.tsx";
import NewsroomPage from "#app/routes/newsroom.tsx";
import PartnersPage from "#app/routes/partners.tsx";

/** A route's page as the server renders it, from its loader's data alone. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a route's page takes more props than its data
function renderPage<C extends ComponentType<any>>(Page: C, loaderData: ComponentProps<C>["loaderData"]) {
  const Any = Page as ComponentType<{ loaderData: unknown }>;
  const Stub = createRoutesStub([{ path: "/", Component: () => <Any loaderData={loaderData} /> }]);
  return renderToStaticMarkup(<Stub />);
}

describe("emptied collections", () => {
  it("leave the home page without their sections", () => {
    expect(renderToStaticMarkup(<NewsTicker items={[]} />)).toBe("");
    expect(renderToStaticMarkup(<Testimonials items={[]} />)).toBe("");
    expect(renderToStaticMarkup(<PartnerLogos partners={[]} />)).toBe("");
  });

  it("leave the about and partners pages without their headings", () => {
    const about = renderPage(AboutPage, { team: { leaders: [], advisors: [] }, partners: [], testimonials: [] });
    for (const heading of ["Trusted by Our Partners", "Leadership Team", "Board Advisors", "What Our Customers Say"]) expect(about).not.toContain(heading);
    expect(about).toContain("Making AI trustworthy, measurably");
    expect(renderPage(PartnersPage, { partners: [] })).not.toContain("Our Partner Community");
  });

  it("leave the newsroom and the glossary a sentence where they would be blank", () => {
    const release = { title: "Lumenguard raises its Series B", slug: "series-b", summary: "", date: "2026-03-10" };
    const withRelease = renderPage(NewsroomPage, { releases: [release], stories: [] });
    expect(withRelease).toContain("Lumenguard raises its Series B");
    expect(withRelease).not.toContain("In the news");
    expect(withRelease).not.toContain("Press coverage");
    const empty = renderPage(NewsroomPage, { releases: [], stories: [] });
    expect(empty).toContain("No press releases or coverage yet.");
    expect(empty).not.toContain("Press coverage");

    const glossary = renderPage(GlossaryPage, { siteUrl: "https://www.lumenguard.example", lastUpdated: "March 2026", terms: [] });
    expect(glossary).toContain("No terms yet");
    expect(glossary).not.toContain("Glossary letters");
    expect(glossary).not.toContain("definitions of 0 terms");
  });
});
