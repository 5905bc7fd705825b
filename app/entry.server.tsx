import { Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { IslandRenderer } from "#app/islands/render-context.ts";
import { CspNonce } from "#app/lib/csp-nonce.ts";

export const streamTimeout = 5_000;

/**
 * React writes a document in chunks of about 2 KB, and each chunk the server sends is compressed
 * and flushed on its own (React Router flushes after every write): a 145 KB admin page took 70
 * brotli flushes, 13 ms. This passes on at once what React wrote in one go, as one chunk; what a
 * Suspense boundary streams later still leaves as soon as it is written.
 */
function coalescedWrites(): Transform {
  let pending: Buffer[] = [];
  const release = (stream: Transform) => {
    if (pending.length === 0) return;
    stream.push(Buffer.concat(pending));
    pending = [];
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (pending.length === 0) setImmediate(() => release(this));
      pending.push(chunk);
      done();
    },
    flush(done) {
      release(this);
      done();
    },
  });
}

/**
 * React Router's refusal of an action posted from another origin (or with an Origin that is not a
 * URL): a plain Error ending so, after which it answers 400 (throwIfPotentialCSRFAttack).
 */
const isRefusedActionOrigin = (error: unknown) => error instanceof Error && error.message.endsWith("Aborting the action.");

/**
 * What React Router reports besides render errors. Its own refusals (a POST to a page without an
 * action, a method it does not route) are the client's doing and already in the request log with
 * their 4xx; a cross-origin action is one too, and gets a warning saying why, without a stack.
 * Anything else is a failure, logged once with its stack through the request's pino logger, which
 * carries the request id (React Router's default would print it with console.error, outside the
 * JSON log).
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const logger = (context as Partial<AppLoadContext> | undefined)?.logger;
  if (isRefusedActionOrigin(error)) return logger?.warn({ reason: (error as Error).message }, "cross-origin action refused");
  const err = isRouteErrorResponse(error) && "error" in error ? error.error : error;
  if (logger) logger.error({ err }, "route error");
  else console.error(err);
};

/**
 * A document request a route answers with a text file rather than a page: a docs page's Markdown
 * at /docs/<path>.md, which React Router cannot route apart from the page at /docs/<path> (a splat
 * takes no suffix, and a route per page would list the docs' pages in the public route manifest).
 * Such a route gives the file's Content-Type through its `headers` export, and its loader's data
 * is the file's text. Undefined for every other document.
 */
export function fileResponse(status: number, headers: Headers, context: Pick<EntryContext, "staticHandlerContext">): Response | undefined {
  if (!headers.has("Content-Type")) return undefined;
  const { matches, loaderData } = context.staticHandlerContext;
  const leaf = matches.at(-1);
  const body: unknown = leaf ? loaderData[leaf.route.id] : undefined;
  return typeof body === "string" ? new Response(body, { status, headers }) : undefined;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const file = fileResponse(responseStatusCode, responseHeaders, routerContext);
  if (file) return Promise.resolve(file);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    const nonce = loadContext.cspNonce;
    // A page rendered for the page cache (no nonce: server/page-cache.ts hashes its inline
    // scripts instead) and crawlers get the whole document at once; people get the shell as soon
    // as it is ready.
    const whole = nonce === undefined || (userAgent && isbot(userAgent)) || routerContext.isSpaMode;
    const readyOption = whole ? "onAllReady" : "onShellReady";
    // A page rendered for one request (it carries that response's nonce) is for that visitor
    // alone; routes that say otherwise (admin, docs) set their own header.
    if (nonce !== undefined && !responseHeaders.has("Cache-Control")) responseHeaders.set("Cache-Control", "private, no-store");

    const { pipe, abort } = renderToPipeableStream(
      <CspNonce value={nonce}>
        <IslandRenderer value={renderToString}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </IslandRenderer>
      </CspNonce>,
      {
        nonce,
        // A Suspense boundary that is complete when the shell flushes stays inline in the HTML
        // (React otherwise moves large ones behind an inline script): what it holds then renders
        // fully without JavaScript and for crawlers.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = coalescedWrites();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
