import { mkdtemp, readFile, copyFile, mkdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { files } from "#app/config/site.ts";
import { pngSize } from "#scripts/lib/png-size.ts";
import { generate, logoLockupSvg } from "./brand-logos.ts";

describe("brand logo PNGs", () => {
  it("renders the standard and compact logos at 1024x512 and 520x260", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "brand-logos-"));
    await mkdir(publicDir, { recursive: true });
    await copyFile(path.resolve("public/favicon.svg"), path.join(publicDir, "favicon.svg"));
    const written = await generate(publicDir);
    expect(written).toHaveLength(2);
    expect(pngSize(await readFile(path.join(publicDir, files.logoStandard)))).toEqual({ width: 1024, height: 512 });
    expect(pngSize(await readFile(path.join(publicDir, files.logoCompact)))).toEqual({ width: 520, height: 260 });
  });

  it("builds the lockup from the favicon's mark and the brand name", async () => {
    const svg = logoLockupSvg(await readFile(path.resolve("public/favicon.svg"), "utf8"));
    expect(svg).toContain('viewBox="0 0 32 32"');
    expect(svg).toContain(">Lumenguard</text>");
  });

  it("refuses a favicon without a viewBox", () => {
    expect(() => logoLockupSvg("<svg><path d='M0 0'/></svg>")).toThrow(/viewBox/);
  });
});
