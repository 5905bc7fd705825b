import { describe, expect, it } from "vitest";
import { glossaryTerms, groupTermsByLetter } from "./glossary.ts";
import { partners } from "./partners.ts";
import { pressItems } from "./press.ts";
import { privacySections } from "./privacy-policy.ts";
import { maskScore, modelRankings, reportFindings } from "./report.ts";
import { staticArticles } from "./static-articles.ts";
import { advisors, firstName, initials, leaders } from "./team.ts";
import { aboutTestimonials } from "./testimonials.ts";

describe("glossary content", () => {
  const groups = groupTermsByLetter(glossaryTerms);

  it("covers exactly the spec's letters with 2 to 5 terms each, about 55 in all", () => {
    expect(groups.map((group) => group.letter).join("")).toBe("ABCDEFGHIJLMOPRSTVZ");
    for (const group of groups) {
      expect(group.terms.length, group.letter).toBeGreaterThanOrEqual(2);
      expect(group.terms.length, group.letter).toBeLessThanOrEqual(5);
    }
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(52);
    expect(glossaryTerms.length).toBeLessThanOrEqual(58);
  });

  it("uses unique kebab-case ids and names the spec's example terms", () => {
    const ids = glossaryTerms.map((term) => term.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const names = glossaryTerms.map((term) => term.term);
    for (const example of ["AI Trust Score", "Prompt Injection", "Shadow AI", "Guardrails", "Hallucination"]) {
      expect(names).toContain(example);
    }
  });

  it("sorts terms alphabetically within a letter", () => {
    for (const group of groups) {
      const names = group.terms.map((term) => term.term);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
  });

  it("does not let a letter's id collide with a term id", () => {
    const letters = new Set(groups.map((group) => group.letter));
    for (const term of glossaryTerms) expect(letters.has(term.id)).toBe(false);
  });
});

describe("newsroom content", () => {
  it("has 15 items, newest first, with real dates and external https links", () => {
    expect(pressItems).toHaveLength(15);
    const dates = pressItems.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const item of pressItems) {
      expect(Number.isNaN(Date.parse(`${item.date}T00:00:00Z`))).toBe(false);
      expect(item.url).toMatch(/^https:\/\/[^/]+\.example\//);
    }
    expect(new Set(pressItems.map((item) => item.url)).size).toBe(15);
  });
});

describe("about page content", () => {
  it("has five leaders, five advisors, four testimonials and fifteen partners", () => {
    expect(leaders).toHaveLength(5);
    expect(advisors).toHaveLength(5);
    expect(aboutTestimonials).toHaveLength(4);
    expect(partners).toHaveLength(15);
    expect(new Set(partners.map((partner) => partner.name)).size).toBe(15);
    expect(new Set(leaders.map((leader) => firstName(leader.name))).size).toBe(5);
  });

  it("derives first names and monogram initials", () => {
    expect(firstName("Maya Okafor")).toBe("Maya");
    expect(initials("Dr. Helen Marsh")).toBe("HM");
    expect(initials("Prof. Amara Nwosu")).toBe("AN");
    expect(initials("Cher")).toBe("C");
  });
});

describe("report content", () => {
  it("ranks six models, best first, across the four categories, with four findings", () => {
    expect(modelRankings).toHaveLength(6);
    const leading = modelRankings.map((row) => row.scoreLeadingDigit);
    expect(leading).toEqual([...leading].sort((a, b) => b - a));
    expect(new Set(modelRankings.map((row) => row.category))).toEqual(new Set(["Excellent", "Good", "Fair", "Poor"]));
    expect(reportFindings).toHaveLength(4);
  });

  it("masks every digit but the first", () => {
    expect(maskScore({ scoreLeadingDigit: 8, scoreDigits: 2 })).toEqual({ visible: "8", hidden: "•" });
    expect(maskScore({ scoreLeadingDigit: 1, scoreDigits: 3 })).toEqual({ visible: "1", hidden: "••" });
    expect(maskScore({ scoreLeadingDigit: 7, scoreDigits: 1 })).toEqual({ visible: "7", hidden: "" });
  });
});

describe("privacy policy and static articles", () => {
  it("lists the spec's ten sections once each", () => {
    expect(privacySections.map((section) => section.id)).toEqual([
      "collection",
      "payment-information",
      "use",
      "sharing",
      "right-to-deletion",
      "children",
      "email-communications",
      "external-data-storage",
      "changes",
      "contact",
    ]);
  });

  it("describes the two hard-coded articles as the spec has them", () => {
    const [analyst, copilot] = staticArticles;
    expect(analyst).toMatchObject({ category: "Company News", readTime: "8 min read", publishedAt: "2025-09-24" });
    expect(copilot).toMatchObject({ category: "AI Security", path: "/copilot-security-gap" });
  });
});
