import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { imageVariants, images } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { TEST_SITE, testContext } from "#tests/support/app-context.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { action as uploadAction } from "#app/routes/admin.blog.images.ts";
import { loader as imageLoader } from "#app/routes/images.ts";
import { IMAGE_MESSAGES } from "./image-rules.ts";
import { parseImageRef } from "./image-ref.ts";
import { storeUploadedImage } from "./images.server.ts";

/** A real PNG of the given size (a gradient, so encoders have something to do). */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 60, b: 180 } } })
    .png()
    .toBuffer();

describe.each(testDatabaseTargets())("uploaded images on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let cookie: string;
  let csrf: string;
  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "images@lumenguard.example", "a long and careful passphrase");
    const session = await createSession(handle.db, admin.id);
    cookie = `${SESSION_COOKIE}=${session.token}`;
    csrf = session.csrfToken;
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(images);
  });

  const upload = (file: Blob, name: string) => {
    const body = new FormData();
    body.set("csrf", csrf);
    body.set("file", file, name);
    return uploadAction({
      request: new Request(`${TEST_SITE}/admin/blog/images`, { method: "POST", headers: { Origin: TEST_SITE, Cookie: cookie }, body }),
      context: testContext(handle.db),
      params: {},
    } as never);
  };

  it("stores an image once, in WebP and AVIF at each width up to its own and a social crop, served immutable", async () => {
    const bytes = await png(1000, 500);
    const response = await upload(new Blob([new Uint8Array(bytes)], { type: "image/png" }), "chart.png");
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { url: string; width: number; height: number; hash: string } };
    expect(image).toMatchObject({ width: 1000, height: 500 });
    expect(parseImageRef(image.url)).toEqual({ hash: image.hash, width: 1000, height: 500 });

    const variants = await handle.db.select({ format: imageVariants.format, width: imageVariants.width, height: imageVariants.height }).from(imageVariants);
    expect(variants.filter((v) => v.format === "webp").map((v) => v.width).sort((a, b) => a - b)).toEqual([320, 640, 960, 1000]);
    expect(variants.filter((v) => v.format === "avif")).toHaveLength(4);
    expect(variants.find((v) => v.format === "jpeg")).toEqual({ format: "jpeg", width: 1200, height: 630 });
    expect(variants.find((v) => v.format === "webp" && v.width === 640)?.height).toBe(320);

    const served = await imageLoader({ params: { file: `${image.hash}-640w.avif` }, request: new Request(`${TEST_SITE}/images/x`), context: testContext(handle.db) } as never);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe("image/avif");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(640);
    const missing = await imageLoader({ params: { file: `${image.hash}-641w.avif` }, request: new Request(`${TEST_SITE}/images/x`), context: testContext(handle.db) } as never);
    expect(missing.status).toBe(404);

    // The same bytes again are the same image, not a copy.
    const again = await storeUploadedImage(handle.db, bytes, { uploadedBy: null });
    expect(again.url).toBe(image.url);
    expect(await handle.db.select().from(images)).toHaveLength(1);
  });

  it("refuses a file named .png that is not an image, an SVG, and a file over 5 MB, with a clear message and nothing stored", async () => {
    const text = await upload(new Blob(["this is not a picture, whatever its name says"], { type: "image/png" }), "photo.png");
    expect(text.status).toBe(422);
    expect(await text.json()).toEqual({ message: IMAGE_MESSAGES.notAnImage });

    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const svgAnswer = await upload(new Blob([svg], { type: "image/svg+xml" }), "logo.png");
    expect(svgAnswer.status).toBe(422);

    // A PNG signature on a file that is not one past the header.
    const fake = Buffer.concat([Buffer.from("89504e470d0a1a0a", "hex"), Buffer.from("garbage".repeat(20))]);
    expect((await upload(new Blob([new Uint8Array(fake)], { type: "image/png" }), "fake.png")).status).toBe(422);

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(await png(10, 10));
    const tooLarge = await upload(new Blob([huge], { type: "image/png" }), "huge.png");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });

    expect(await handle.db.select().from(images)).toHaveLength(0);
    expect(await handle.db.select().from(imageVariants)).toHaveLength(0);
  });

  it("refuses an upload without a session or the session's token", async () => {
    const body = new FormData();
    body.set("csrf", "forged");
    body.set("file", new Blob([new Uint8Array(await png(20, 20))]), "a.png");
    const forged = await uploadAction({
      request: new Request(`${TEST_SITE}/admin/blog/images`, { method: "POST", headers: { Origin: TEST_SITE, Cookie: cookie }, body }),
      context: testContext(handle.db),
      params: {},
    } as never);
    expect(forged.status).toBe(403);
    const signedOut = await uploadAction({
      request: new Request(`${TEST_SITE}/admin/blog/images`, { method: "POST", headers: { Origin: TEST_SITE }, body }),
      context: testContext(handle.db),
      params: {},
    } as never);
    expect(signedOut.status).toBe(401);
    expect(await handle.db.select().from(images)).toHaveLength(0);
  });
});
