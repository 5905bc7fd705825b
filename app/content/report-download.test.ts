import { describe, expect, it } from "vitest";
import { modelRankings } from "./report.ts";
import { categoryOf, dimensionResults, overallScore, REPORT_SCALE_MAX } from "./report-download.ts";
import { riskDimensions } from "./trust-score.ts";

describe("the downloadable report agrees with the report page", () => {
  it("has nine dimension results for every ranked model, and nothing else", () => {
    expect(Object.keys(dimensionResults).sort()).toEqual(modelRankings.map((row) => row.model).sort());
    for (const scores of Object.values(dimensionResults)) {
      expect(scores).toHaveLength(riskDimensions.length);
      for (const score of scores) expect(score).toBeGreaterThanOrEqual(0);
      for (const score of scores) expect(score).toBeLessThanOrEqual(REPORT_SCALE_MAX);
    }
  });

  it("gives each model the leading digit, width and rating the page shows", () => {
    for (const row of modelRankings) {
      const score = overallScore(dimensionResults[row.model]!);
      expect(String(score)[0], row.model).toBe(String(row.scoreLeadingDigit));
      expect(String(score)).toHaveLength(row.scoreDigits);
      expect(categoryOf(score), row.model).toBe(row.category);
    }
  });

  it("keeps the ranking in descending score order", () => {
    const scores = modelRankings.map((row) => overallScore(dimensionResults[row.model]!));
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it("weights dimensions by severity", () => {
    // Jailbreak resistance (Critical) moves the score four times as much as transparency (Low).
    const base = Array(9).fill(50);
    const jailbreak = [90, ...Array(8).fill(50)];
    const transparency = [...Array(8).fill(50), 90];
    expect(overallScore(jailbreak) - overallScore(base)).toBeGreaterThan(3 * (overallScore(transparency) - overallScore(base)));
    expect(() => overallScore([1, 2, 3])).toThrow();
  });
});
