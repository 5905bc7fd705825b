// The Insights page's date range: presets, typed days, the previous range and the chart's buckets.
import { describe, expect, it } from "vitest";
import { instantAt } from "#app/lib/dates.ts";
import { bucketDays, bucketStarts, MAX_RANGE_DAYS, readInsightRange } from "./range.ts";

/** Friday, November 27, 2026, 00:30 in New York (05:30 UTC). */
const now = instantAt({ year: 2026, month: 11, day: 27 }, 30);
const read = (query: string) => readInsightRange(new URLSearchParams(query), now);

describe("the Insights date range", () => {
  it("reads presets as days ending today in Eastern time, the last 30 days by default", () => {
    expect(read("range=7d")).toMatchObject({ from: "2026-11-21", to: "2026-11-27", days: 7, preset: "7d", previous: { from: "2026-11-14", to: "2026-11-20" } });
    expect(read("")).toMatchObject({ from: "2026-10-29", to: "2026-11-27", days: 30, preset: "30d" });
    expect(read("range=year")).toMatchObject({ from: "2026-01-01", to: "2026-11-27", days: 331, preset: "year", bucket: "week" });
    expect(read("from=2026-11-21&to=2026-11-27").preset).toBe("7d");
  });

  it("swaps reversed days, cuts a range too long from its start, and ignores what is not a day", () => {
    expect(read("from=2026-03-10&to=2026-03-01")).toMatchObject({ from: "2026-03-01", to: "2026-03-10", days: 10, bucket: "day" });
    expect(read("from=2000-01-01&to=2026-11-27").days).toBe(MAX_RANGE_DAYS);
    expect(read("from=2026-02-30&to=2026-03-01")).toMatchObject({ days: 30, preset: "30d" });
    expect(read("from=9999-01-01&to=0000-01-01").preset).toBe("30d");
  });

  it("buckets per day up to 31 days, per week from Monday beyond, each cut to the range", () => {
    expect(bucketStarts(read("from=2026-03-30&to=2026-04-02"))).toEqual(["2026-03-30", "2026-03-31", "2026-04-01", "2026-04-02"]);
    const weeks = read("from=2026-03-04&to=2026-04-15");
    expect(bucketStarts(weeks)).toEqual(["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30", "2026-04-06", "2026-04-13"]);
    expect(bucketDays("2026-03-02", weeks)).toEqual({ from: "2026-03-04", to: "2026-03-08" });
    expect(bucketDays("2026-04-13", weeks)).toEqual({ from: "2026-04-13", to: "2026-04-15" });
  });
});
