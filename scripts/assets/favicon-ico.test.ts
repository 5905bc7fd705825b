import { copyFile, mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { pngSize } from "#scripts/lib/png-size.ts";
import { ICON_SIZES, generate } from "./favicon-ico.ts";

describe("favicon.ico", () => {
  it("holds the mark as a PNG at 16, 32 and 48 pixels, each entry pointing at its image", async () => {
    const publicDir = await mkdtemp(path.join(tmpdir(), "favicon-ico-"));
    await copyFile(path.resolve("public/favicon.svg"), path.join(publicDir, "favicon.svg"));
    const [written] = await generate(publicDir);
    const ico = await readFile(written!);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, ICON_SIZES.length]);
    const images = ICON_SIZES.map((_, index) => {
      const entry = 6 + index * 16;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      return { declared: ico.readUInt8(entry), png: ico.subarray(offset, offset + length) };
    });
    for (const [index, size] of ICON_SIZES.entries()) {
      expect(images[index]!.declared).toBe(size);
      expect(pngSize(images[index]!.png)).toEqual({ width: size, height: size });
    }
    const last = images.at(-1)!;
    expect(last.png.byteOffset - ico.byteOffset + last.png.length).toBe(ico.length);
  });
});
