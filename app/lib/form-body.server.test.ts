import { describe, expect, it } from "vitest";
import { FORM_BODY_LIMIT, FORM_BODY_MESSAGES, readFormBody } from "./form-body.server.ts";

type Refusal = { init?: { status?: number; headers?: Record<string, string> }; data?: { message?: string } };

async function refusal(request: Request, limit?: number) {
  try {
    await readFormBody(request, limit ? { limit } : {});
  } catch (thrown) {
    const { init, data } = thrown as Refusal;
    return { status: init?.status, headers: init?.headers ?? {}, message: data?.message };
  }
  throw new Error("expected the body to be refused");
}

const post = (body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") =>
  new Request("http://127.0.0.1/contact-us", { method, body, headers, ...(body instanceof ReadableStream ? { duplex: "half" } : {}) });

/** A body that never ends on its own, counting what was pulled from it. */
function endlessBody() {
  const pulled = { bytes: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      pulled.bytes += 16 * 1024;
      controller.enqueue(new Uint8Array(16 * 1024).fill(120));
    },
  });
  return { stream, pulled };
}

describe("readFormBody", () => {
  it("reads urlencoded and multipart forms", async () => {
    const urlencoded = await readFormBody(post(new URLSearchParams({ firstName: "Ada", message: "é ✓" })));
    expect(Object.fromEntries(urlencoded)).toEqual({ firstName: "Ada", message: "é ✓" });
    const multipart = new FormData();
    multipart.set("firstName", "Grace");
    const parsed = await readFormBody(post(multipart));
    expect(parsed.get("firstName")).toBe("Grace");
  });

  it.each(["DELETE", "PUT", "PATCH"])("refuses %s with 405 and Allow", async (method) => {
    expect(await refusal(post(null, {}, method))).toEqual({
      status: 405,
      headers: { Allow: "GET, HEAD, POST" },
      message: FORM_BODY_MESSAGES.methodNotAllowed,
    });
  });

  it.each([
    ["application/json", 415, FORM_BODY_MESSAGES.unsupportedType],
    ["text/plain", 415, FORM_BODY_MESSAGES.unsupportedType],
    ["multipart/form-data", 400, FORM_BODY_MESSAGES.missingBoundary],
    ["multipart/form-data; boundary=x", 400, FORM_BODY_MESSAGES.unreadable],
  ])("refuses a %s body that is not a readable form", async (type, status, message) => {
    expect(await refusal(post('{"a":1}', { "Content-Type": type }))).toMatchObject({ status, message });
  });

  it("refuses a body without a content type", async () => {
    expect(await refusal(post(new Blob(["a=1"])))).toMatchObject({ status: 415 });
  });

  it("refuses a declared length past the limit without reading a byte", async () => {
    const { stream, pulled } = endlessBody();
    const request = post(stream, { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(FORM_BODY_LIMIT + 1) });
    expect(await refusal(request)).toMatchObject({ status: 413, message: FORM_BODY_MESSAGES.tooLarge(FORM_BODY_LIMIT) });
    expect(pulled.bytes).toBeLessThanOrEqual(16 * 1024 * 2); // at most what the stream queued ahead
  });

  it("stops reading an undeclared body at the limit", async () => {
    const { stream, pulled } = endlessBody();
    const answer = await refusal(post(stream, { "Content-Type": "application/x-www-form-urlencoded" }), 100_000);
    expect(answer).toMatchObject({ status: 413, message: FORM_BODY_MESSAGES.tooLarge(100_000) });
    expect(pulled.bytes).toBeLessThan(100_000 + 64 * 1024);
  });

  it("refuses a NUL byte in a name or a value", async () => {
    for (const body of ["email=a%00%40b.example", "a%00=1"]) {
      expect(await refusal(post(body, { "Content-Type": "application/x-www-form-urlencoded" }))).toMatchObject({
        status: 400,
        message: FORM_BODY_MESSAGES.nulByte,
      });
    }
  });
});
