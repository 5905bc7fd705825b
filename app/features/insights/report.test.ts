import { describe, expect, it } from "vitest";
import { reportCsvRows, type InsightReport } from "./report.ts";

describe("a report as CSV", () => {
  it("names each row as the page does (a host's name, not its id), after the totals", () => {
    const report = {
      totals: [{ label: "Booked", current: 3, previous: 1 }],
      tables: [
        {
          caption: "Meetings per host",
          columns: ["Booked", "Held"],
          rows: [{ key: "0f8d2c3e-1b4a-4c5d-9e6f-7a8b9c0d1e2f", label: "Grace Hopper", values: [3, 2] }],
        },
      ],
    } as unknown as InsightReport;
    expect(reportCsvRows(report)).toEqual([
      ["Totals", "Booked", "This range", 3],
      ["Totals", "Booked", "Previous range", 1],
      ["Meetings per host", "Grace Hopper", "Booked", 3],
      ["Meetings per host", "Grace Hopper", "Held", 2],
    ]);
  });
});
