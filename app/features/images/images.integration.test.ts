import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "#db/index.ts";
import { auditLog, imageOriginalParts, imageVariants, images, rateLimits } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { parseEnv } from "#app/env.server.ts";
import { TEST_SITE, testContext } from "#tests/support/app-context.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { action as uploadAction, UPLOADS_PER_MEMBER } from "#app/routes/admin.blog.images.ts";
import { loader as imageLoader } from "#app/routes/images.ts";
import { ENCODER_QUEUE_LENGTH, ENCODER_RETRY_AFTER_SECONDS } from "./encoder.server.ts";
import { IMAGE_MESSAGES, storageFullMessage } from "./image-rules.ts";
import { MAX_VARIANT_PIXELS, parseImageRef } from "./image-ref.ts";
import { storedImageBytes, storeUploadedImage } from "./images.server.ts";

/** A real PNG of the given size in one colour (any colour: each call's bytes differ by it). */
const png = (width: number, height: number, shade = 180) =>
  sharp({ limitInputPixels: false, create: { width, height, channels: 3, background: { r: 40, g: 60, b: shade } } })
    .png()
    .toBuffer();

/** A PNG of random grey pixels, `block` × `block` each: noise that still fits in an upload at 40 MP. */
function greyNoise(width: number, height: number, block = 1) {
  const cells = Buffer.alloc((width / block) * (height / block));
  for (let i = 0; i < cells.length; i++) cells[i] = Math.floor(Math.random() * 256);
  return sharp(cells, { raw: { width: width / block, height: height / block, channels: 1 } })
    .resize(width, height, { kernel: "nearest" })
    .toColourspace("b-w")
    .png()
    .toBuffer();
}

/** The security review's images: each costs no decoding, only its header is read. */
let hostile: Array<{ name: string; bytes: Buffer; message: string }>;

beforeAll(async () => {
  hostile = [
    { name: "a 1920 × 20000 PNG (142 KB in the review)", bytes: await png(1920, 20000), message: IMAGE_MESSAGES.tooNarrow },
    { name: "a 20000 × 1 PNG", bytes: await png(20000, 1), message: IMAGE_MESSAGES.tooNarrow },
    { name: "a 16384 × 16384 PNG", bytes: await png(16384, 16384), message: IMAGE_MESSAGES.tooManyPixels },
    { name: "an 8-bit 40-megapixel noise PNG", bytes: await greyNoise(8000, 5000, 5), message: IMAGE_MESSAGES.tooManyPixels },
  ];
}, 60_000);

describe.each(testDatabaseTargets())("uploaded images on $name", ({ open }) => {
  let handle: DatabaseHandle;
  let member: { adminId: string; email: string; cookie: string; csrf: string };
  const signIn = async (email: string) => {
    const { admin } = await createOrResetAdmin(handle.db, email, "a long and careful passphrase");
    const session = await createSession(handle.db, admin.id);
    return { adminId: admin.id, email, cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
  };
  beforeAll(async () => {
    handle = await open();
    member = await signIn("images@lumenguard.example");
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(images);
    await handle.db.delete(rateLimits);
  });

  const upload = (file: Blob, name: string, { as = member, env = {} }: { as?: typeof member; env?: Record<string, string> } = {}) => {
    const body = new FormData();
    body.set("csrf", as.csrf);
    body.set("file", file, name);
    return uploadAction({
      request: new Request(`${TEST_SITE}/admin/blog/images`, { method: "POST", headers: { Origin: TEST_SITE, Cookie: as.cookie }, body }),
      context: testContext(handle.db, { env: parseEnv({ SITE_URL: TEST_SITE, ...env }) }),
      params: {},
    } as never);
  };
  const asFile = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: "image/png" });

  it("stores an image once, in WebP and AVIF at each width up to its own and a social crop, served immutable, and audits the upload", async () => {
    const bytes = await png(1000, 500);
    const response = await upload(asFile(bytes), "chart.png");
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

    const [stored] = await handle.db.select({ id: images.id }).from(images);
    // The file itself is kept, whole, in its parts.
    const parts = await handle.db.select().from(imageOriginalParts).where(eq(imageOriginalParts.imageId, stored!.id)).orderBy(imageOriginalParts.part);
    expect(Buffer.concat(parts.map((part) => part.bytes)).equals(bytes)).toBe(true);
    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.subjectId, stored!.id));
    expect(entry).toMatchObject({ action: "image.uploaded", actorId: member.adminId, actorEmail: member.email, subjectType: "image" });
    expect(entry!.details).toEqual({ hash: image.hash, format: "png", width: 1000, height: 500, bytes: bytes.length });

    // The same bytes again are the same image, not a copy (and no work, nor a second entry).
    const again = await storeUploadedImage(handle.db, bytes, { actor: member, storageMb: 1024 });
    expect(again.url).toBe(image.url);
    expect(await handle.db.select().from(images)).toHaveLength(1);
    expect(await handle.db.select().from(auditLog).where(eq(auditLog.action, "image.uploaded"))).toHaveLength(1);
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
    expect((await upload(asFile(fake), "fake.png")).status).toBe(422);

    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(await png(10, 10));
    const tooLarge = await upload(new Blob([huge], { type: "image/png" }), "huge.png");
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({ message: IMAGE_MESSAGES.tooLarge });

    expect(await handle.db.select().from(images)).toHaveLength(0);
    expect(await handle.db.select().from(imageVariants)).toHaveLength(0);
  });

  it("refuses the review's images from their headers, each in well under a second of CPU, nothing stored", async () => {
    for (const { name, bytes, message } of hostile) {
      expect(bytes.length, name).toBeLessThan(5 * 1024 * 1024);
      const before = process.cpuUsage();
      const answer = await upload(asFile(bytes), "hostile.png");
      const cpu = process.cpuUsage(before);
      expect(answer.status, name).toBe(422);
      expect(await answer.json(), name).toEqual({ message });
      // The whole request (form parsing, the session, the hash, the header) on this process's CPU.
      expect((cpu.user + cpu.system) / 1000, name).toBeLessThan(1000);
    }
    expect(await handle.db.select().from(images)).toHaveLength(0);
  });

  it("serves a tall image narrower: its largest variant keeps to the pixel budget, far inside WebP's 16,383-pixel side", async () => {
    const response = await upload(asFile(await png(1920, 9000)), "infographic.png");
    expect(response.status).toBe(201);
    const { image } = (await response.json()) as { image: { url: string; width: number; height: number } };
    expect(image.width * image.height).toBeLessThanOrEqual(MAX_VARIANT_PIXELS * 1.001);
    expect(image.width).toBeLessThan(1920);
    expect(image.height / image.width).toBeCloseTo(9000 / 1920, 1);
    const webp = await handle.db.select({ width: imageVariants.width, height: imageVariants.height }).from(imageVariants).where(eq(imageVariants.format, "webp"));
    expect(Math.max(...webp.map((v) => v.width))).toBe(image.width);
    expect(Math.max(...webp.map((v) => v.height))).toBe(image.height);
  });

  it("refuses an upload past IMAGE_STORAGE_MB with a message naming it, and still answers an image stored already", async () => {
    // Noise does not compress: the first takes about half the quota, its variants the rest.
    const first = await greyNoise(700, 700);
    expect((await upload(asFile(first), "first.png", { env: { IMAGE_STORAGE_MB: "1" } })).status).toBe(201);
    const parts = await handle.db.select({ bytes: imageOriginalParts.bytes }).from(imageOriginalParts).orderBy(imageOriginalParts.part);
    expect(parts.length).toBe(Math.ceil(first.length / (256 * 1024)));
    expect(Buffer.concat(parts.map((part) => part.bytes)).equals(first)).toBe(true);
    const second = await upload(asFile(await greyNoise(700, 700)), "second.png", { env: { IMAGE_STORAGE_MB: "1" } });
    expect(second.status).toBe(507);
    const used = await storedImageBytes(handle.db);
    expect(used).toBeGreaterThan(1024 * 1024 - 700 * 700);
    expect(await second.json()).toEqual({ message: storageFullMessage(used, 1) });
    expect(storageFullMessage(used, 1)).toMatch(/^Image storage is full: \d+ MB of the 1 MB allowed are used\. .*IMAGE_STORAGE_MB\.$/);
    expect(await handle.db.select().from(images)).toHaveLength(1);
    expect((await upload(asFile(first), "first-again.png", { env: { IMAGE_STORAGE_MB: "1" } })).status).toBe(201);
  });

  it("limits a member's uploads (429 with Retry-After), not another member's", async () => {
    const limiter = rateLimiter(handle.db, UPLOADS_PER_MEMBER);
    for (let i = 0; i < UPLOADS_PER_MEMBER.points; i++) await limiter.consume(member.adminId);
    const refused = await upload(asFile(await png(40, 40)), "one-more.png");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^You have uploaded many images in a short time\. Please try again in \d+ minutes?\.$/);
    const colleague = await signIn("colleague@lumenguard.example");
    expect((await upload(asFile(await png(40, 40)), "theirs.png", { as: colleague })).status).toBe(201);
  });

  it("encodes one upload at a time: those past the queue's length get 429 with Retry-After, the others are all stored", async () => {
    const files = await Promise.all(Array.from({ length: ENCODER_QUEUE_LENGTH + 2 }, (_, i) => png(300, 200, i)));
    const answers = await Promise.all(files.map((bytes, i) => upload(asFile(bytes), `at-once-${i}.png`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(ENCODER_QUEUE_LENGTH + 1).fill(201), 429]);
    const busy = answers.find((answer) => answer.status === 429)!;
    expect(busy.headers.get("Retry-After")).toBe(String(ENCODER_RETRY_AFTER_SECONDS));
    expect(await busy.json()).toEqual({ message: IMAGE_MESSAGES.busy });
    expect(await handle.db.select().from(images)).toHaveLength(ENCODER_QUEUE_LENGTH + 1);
  });

  it("refuses an upload without a session or the session's token", async () => {
    const body = new FormData();
    body.set("csrf", "forged");
    body.set("file", new Blob([new Uint8Array(await png(20, 20))]), "a.png");
    const forged = await uploadAction({
      request: new Request(`${TEST_SITE}/admin/blog/images`, { method: "POST", headers: { Origin: TEST_SITE, Cookie: member.cookie }, body }),
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
