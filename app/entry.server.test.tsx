import { pino } from "pino";
import type { AppLoadContext } from "react-router";
import { describe, expect, it } from "vitest";
import { fileResponse, handleError } from "./entry.server.tsx";

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

describe("fileResponse", () => {
  /** What React Router hands the entry after the loaders ran: the matches and their data. */
  const context = (data: unknown) =>
    ({ staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "docs-page" } }], loaderData: { root: { siteUrl: "x" }, "docs-page": data } } }) as never;

  it("answers a document whose route gave a Content-Type with its loader's text, as it is", async () => {
    const headers = new Headers({ "Content-Type": "text/markdown; charset=utf-8", "Cache-Control": "private, no-store" });
    const response = fileResponse(200, headers, context("# Upgrading\n\n<b>not HTML</b>\n"));
    expect(response?.status).toBe(200);
    expect(response?.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(response?.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await response?.text()).toBe("# Upgrading\n\n<b>not HTML</b>\n");
  });

  it("leaves every page to React: no Content-Type from the route, or data that is not a text", () => {
    expect(fileResponse(200, new Headers(), context("text"))).toBeUndefined();
    expect(fileResponse(200, new Headers({ "Content-Type": "text/plain" }), context({ locked: true }))).toBeUndefined();
    // A page that threw (its data missing) is drawn by its error boundary.
    expect(fileResponse(404, new Headers({ "Content-Type": "text/plain" }), context(undefined))).toBeUndefined();
  });
});
