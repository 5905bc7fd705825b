import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { handleError } from "./entry.server.tsx";

/** The request's logger as pino-http hands it to loaders (server/app.ts), writing into `lines`. */
function requestLogger(lines: Array<Record<string, unknown>>) {
  const base = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return base.child({ req: { id: "0b7c2f6e-request", method: "GET", url: "/pricing" } });
}

function args(lines: Array<Record<string, unknown>>, request = new Request("https://www.lumenguard.example/pricing")) {
  return { request, params: {}, context: { logger: requestLogger(lines) } as unknown as AppLoadContext };
}

describe("handleError", () => {
  it("logs a loader or render error with its stack under the request's id", () => {
    const lines: Array<Record<string, unknown>> = [];
    handleError(new Error("the loader broke"), args(lines));
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "route error",
        req: { id: "0b7c2f6e-request", method: "GET", url: "/pricing" },
        err: expect.objectContaining({ message: "the loader broke", stack: expect.stringContaining("entry.server.test.tsx") }),
      }),
    ]);
  });

  it("says nothing about a request the client abandoned", () => {
    const lines: Array<Record<string, unknown>> = [];
    const controller = new AbortController();
    controller.abort();
    handleError(new Error("aborted"), args(lines, new Request("https://www.lumenguard.example/pricing", { signal: controller.signal })));
    expect(lines).toEqual([]);
  });

  it("logs the error wrapped in an error response", () => {
    const lines: Array<Record<string, unknown>> = [];
    // What React Router passes for an internal 500: an ErrorResponse carrying the real error.
    const inner = new Error("inside a response");
    handleError({ status: 500, statusText: "", internal: true, data: "", error: inner }, args(lines));
    expect(lines[0]).toMatchObject({ err: { message: "inside a response" } });
  });
});
