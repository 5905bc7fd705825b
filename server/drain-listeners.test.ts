import { randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { writeReadableStreamToWritable } from "@react-router/node";
import compression from "compression";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { drainOnceThroughCompression } from "./drain-listeners.ts";

let close: (() => void) | undefined;
afterEach(() => close?.());

/** Streams a large, incompressible body the way React Router sends a page, and returns Node's warnings meanwhile. */
async function warningsWhileStreaming(withFix: boolean): Promise<string[]> {
  const app = express();
  app.use(compression());
  if (withFix) app.use(drainOnceThroughCompression);
  app.get("/", async (_req, res) => {
    res.type("html");
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // Each chunk is larger than the zlib stream's buffer, so every write waits for "drain".
        if (sent++ < 40) controller.enqueue(randomBytes(64 * 1024));
        else controller.close();
      },
    });
    await writeReadableStreamToWritable(body, res);
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();

  const warnings: string[] = [];
  const onWarning = (warning: Error) => warnings.push(`${warning.name}: ${warning.message}`);
  process.on("warning", onWarning);
  try {
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "accept-encoding": "gzip" } });
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect((await response.arrayBuffer()).byteLength).toBe(40 * 64 * 1024);
    await new Promise((resolve) => setImmediate(resolve));
  } finally {
    process.off("warning", onWarning);
  }
  return warnings.filter((warning) => warning.includes("drain listeners"));
}

describe("drain listeners behind compression", () => {
  it("a large streamed page leaves no spent drain listeners behind", async () => {
    expect(await warningsWhileStreaming(true)).toEqual([]);
  });

  it("without the fix the same page trips Node's leak warning (the test can fail)", async () => {
    expect(await warningsWhileStreaming(false)).toHaveLength(1);
  });
});
