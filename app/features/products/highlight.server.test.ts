import { describe, expect, it } from "vitest";
import { sdkSamples } from "#app/content/developer-sdk.ts";
import { highlightSample } from "./highlight.server.ts";

describe("server-side highlighting", () => {
  it("turns each sample into a coloured <pre> with the code's text intact", async () => {
    for (const sample of sdkSamples) {
      const html = await highlightSample(sample);
      expect(html.startsWith("<pre")).toBe(true);
      expect(html).toMatch(/style="color:#[0-9A-Fa-f]{6}"/);
      const text = html
        .replace(/<[^>]+>/g, "")
        .replace(/&#x3C;/g, "<")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&#39;/g, "'")
        .replace(/&amp;/g, "&");
      expect(text).toBe(sample.code);
    }
  });

  it("escapes markup in code", async () => {
    const html = await highlightSample({ id: "x", title: "x", description: "x", lang: "python", code: 'print("<script>alert(1)</script>")' });
    expect(html).not.toContain("<script>");
  });
});
