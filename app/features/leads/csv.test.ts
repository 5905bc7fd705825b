import { describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { csvCell, toCsv } from "./csv.ts";

describe("CSV", () => {
  it("quotes separators, quotes and line ends", () => {
    expect(csvCell('Say "hi", then\nleave')).toBe('"Say ""hi"", then\nleave"');
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell(null)).toBe("");
    expect(csvCell(30)).toBe("30");
  });

  it.each(["=HYPERLINK(\"http://evil\")", "+1 617 555 0100", "-2+3", "@SUM(A1)", "\tx", "\r=1"])(
    "neutralises %j so it cannot run as a formula",
    (value) => {
      expect(csvCell(value).replace(/^"/, "")).toMatch(/^'/);
    },
  );

  it("writes a BOM, a header row and CRLF line ends, and reads back the same cells", () => {
    const text = toCsv(["name", "note"], [["Ada", 'Multi\nline, "quoted"'], ["Grace", null]]);
    expect(text.startsWith("\uFEFFname,note\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["name", "note"],
      ["Ada", 'Multi\nline, "quoted"'],
      ["Grace", ""],
    ]);
  });
});
