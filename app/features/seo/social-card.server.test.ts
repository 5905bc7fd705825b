import { readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brandMark } from "#app/config/brand-mark.ts";
import { CARD, renderSocialCard, wrapTitle } from "./social-card.server.ts";

describe("social cards", () => {
  it("draw the favicon's mark", () => {
    const favicon = readFileSync(new URL("../../../public/favicon.svg", import.meta.url), "utf8");
    for (const path of brandMark.markup.match(/<path [^>]*\/>/g)!) expect(favicon.replace(/\s+/g, " ")).toContain(path.replace(/\s+/g, " "));
  });

  it("are 1200x630 PNGs with the title drawn (the title area is not blank)", async () => {
    const png = renderSocialCard({ eyebrow: "Blog · Security", title: "Red Teaming Generative AI" });
    const image = sharp(png);
    expect(await image.metadata()).toMatchObject({ format: "png", width: CARD.width, height: CARD.height });
    const blank = renderSocialCard({ eyebrow: "Blog · Security", title: " . " });
    const titleArea = { left: 80, top: 250, width: 1040, height: 290 };
    const [drawn, empty] = await Promise.all(
      [png, blank].map(async (bytes) => (await sharp(bytes).extract(titleArea).stats()).channels[0]!.stdev),
    );
    expect(drawn).toBeGreaterThan(empty! + 5);
  });

  it("break a long title into at most the allowed lines and end it with an ellipsis", () => {
    const lines = wrapTitle("word ".repeat(80), 68, 4);
    expect(lines).toHaveLength(4);
    expect(lines.at(-1)).toMatch(/…$/);
    expect(wrapTitle("Short title", 68, 4)).toEqual(["Short title"]);
  });
});
