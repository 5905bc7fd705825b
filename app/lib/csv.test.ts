import { describe, expect, it } from "vitest";
import { parseCsv } from "#tests/support/parse-csv.ts";
import { csvCell, csvStream } from "./csv.ts";

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

  it("streams a BOM, a header row and CRLF line ends, batch by batch, and reads back the same cells", async () => {
    async function* batches(): AsyncGenerator<Array<{ name: string; note: string | null }>> {
      yield [{ name: "Ada", note: 'Multi\nline, "quoted"' }];
      yield [{ name: "Grace", note: null }];
    }
    let ended: number | undefined;
    const stream = csvStream(["name", "note"], batches(), (row) => [row.name, row.note], { onEnd: (rows) => (ended = rows) });
    // Bytes, not Response.text(), which would drop the byte-order mark this checks.
    const text = Buffer.from(await new Response(stream).arrayBuffer()).toString("utf8");
    expect(text.startsWith("\uFEFFname,note\r\n")).toBe(true);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parseCsv(text)).toEqual([
      ["name", "note"],
      ["Ada", 'Multi\nline, "quoted"'],
      ["Grace", ""],
    ]);
    expect(ended).toBe(2);
  });

  it("reads a batch only when the reader has taken the one before (back-pressure)", async () => {
    let produced = 0;
    async function* batches() {
      for (let i = 0; i < 1000; i++) {
        produced++;
        yield [i];
      }
    }
    const reader = csvStream(["n"], batches(), (n) => [n]).getReader();
    await reader.read(); // the header
    await reader.read(); // the first batch
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(produced).toBeLessThanOrEqual(2);
    await reader.cancel();
  });

  it("stops reading from the database when the download is cancelled", async () => {
    let finished = false;
    async function* batches() {
      try {
        for (;;) yield [1];
      } finally {
        finished = true;
      }
    }
    const reader = csvStream(["n"], batches(), (n) => [n]).getReader();
    await reader.read();
    await reader.read();
    await reader.cancel();
    expect(finished).toBe(true);
  });
});
