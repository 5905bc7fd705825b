// The public lead API (ARCHITECTURE.md "Public functions" and "Booking management"):
// POST /api/functions/<name>, GET /api/availability, and a booking's own endpoints under
// /api/bookings/<token>. HTTP concerns live here (methods, content type, body size, JSON); the
// lead service (app/features/leads) and the booking lifecycle (app/features/booking) decide
// everything else, rate limits included.
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import { brand } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { getAvailability, getOpenDays } from "#app/features/booking/availability.server.ts";
import {
  changeBookingByToken,
  readBooking,
  readBookingInvite,
  type BookingOutcome,
} from "#app/features/booking/booking-lifecycle.server.ts";
import { isLeadFunction, type LeadEnvelope } from "#app/config/lead-functions.ts";
import { API_MESSAGES, handleLeadSubmission } from "#app/features/leads/lead-submission.server.ts";
import { clientAddress } from "./client-address.ts";
import { clientErrorStatus } from "./client-error.ts";

export type LeadApiDeps = { env: Env; db: Database; logger: Logger; now?: () => Date };

/** What a downloaded invite is called: the brand's name, not the generic name mail attachments use. */
const BOOKING_INVITE_FILENAME = `${brand.productSlug}-meeting.ics`;

/** Far above the largest valid body (a 5,000-character message plus attribution). */
const LEAD_API_BODY_LIMIT = "64kb";

const HTTP_MESSAGES = {
  methodNotAllowed: (allow: string) => `Use ${allow} for this endpoint.`,
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  notFound: "There is no such API endpoint.",
  badAddress: "The request's address could not be read.",
} as const;

type Envelope = LeadEnvelope | BookingOutcome["body"] | { data: unknown; error: null };

function answer(res: Response, status: number, body: Envelope, headers: Record<string, string> = {}) {
  res.status(status).set({ "Cache-Control": "no-store", ...headers }).json(body);
}

function fail(res: Response, status: number, message: string, fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
  answer(res, status, { data: null, error: { message, fields } }, headers);
}

/** body-parser's errors → the contract's statuses (anything odd about the body is the client's). */
function bodyErrorStatus(error: unknown): { status: number; message: string } {
  const { type, status } = (error ?? {}) as { type?: string; status?: number };
  if (type === "entity.too.large" || status === 413) return { status: 413, message: HTTP_MESSAGES.tooLarge };
  if (type === "encoding.unsupported" || type === "charset.unsupported" || status === 415) {
    return { status: 415, message: HTTP_MESSAGES.unsupportedMediaType };
  }
  return { status: 400, message: HTTP_MESSAGES.badJson };
}

export function createLeadApi(deps: LeadApiDeps) {
  const router = express.Router();
  // The content type is checked before parsing, so the parser takes whatever reaches it.
  const parseJson = express.json({ limit: LEAD_API_BODY_LIMIT, strict: true, type: () => true });
  const readJson = (req: Request, res: Response) =>
    new Promise<unknown>((resolve, reject) => parseJson(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body))));

  /**
   * The JSON object a POST carries, after the checks every write shares (405, 415, 413, 400);
   * undefined when one of them has already answered.
   */
  async function postedJson(req: Request, res: Response): Promise<{ body: unknown } | undefined> {
    if (req.method !== "POST") return void fail(res, 405, HTTP_MESSAGES.methodNotAllowed("POST"), {}, { Allow: "POST" });
    if (!req.is("application/json")) return void fail(res, 415, HTTP_MESSAGES.unsupportedMediaType);
    try {
      return { body: await readJson(req, res) };
    } catch (error) {
      const { status, message } = bodyErrorStatus(error);
      return void fail(res, status, message);
    }
  }

  const retryAfter = (seconds: number | undefined): Record<string, string> => (seconds ? { "Retry-After": String(seconds) } : {});
  const requestContext = (req: Request) => ({ ...deps, logger: req.log ?? deps.logger, clientIp: clientAddress(req) });

  router.all("/api/functions/:name", async (req, res) => {
    const name = req.params.name;
    if (!isLeadFunction(name)) return fail(res, 404, API_MESSAGES.unknownFunction);
    const posted = await postedJson(req, res);
    if (!posted) return;
    const outcome = await handleLeadSubmission(requestContext(req), name, posted.body);
    answer(res, outcome.status, outcome.body, retryAfter(outcome.retryAfterSeconds));
  });

  // A booking's endpoints: the token in the path is the only key, so nothing here may be cached,
  // indexed or passed on in a Referer.
  const BOOKING_HEADERS = { "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "no-referrer" };
  const answerBooking = (res: Response, outcome: BookingOutcome) =>
    answer(res, outcome.status, outcome.body, { ...BOOKING_HEADERS, ...retryAfter(outcome.retryAfterSeconds) });
  const isRead = (req: Request) => req.method === "GET" || req.method === "HEAD";
  const readOnly = (res: Response) =>
    fail(res, 405, HTTP_MESSAGES.methodNotAllowed("GET"), {}, { Allow: "GET, HEAD", ...BOOKING_HEADERS });

  router.all("/api/bookings/:token", async (req, res) => {
    if (!isRead(req)) return readOnly(res);
    answerBooking(res, await readBooking(requestContext(req), req.params.token));
  });

  router.all("/api/bookings/:token/invite.ics", async (req, res) => {
    if (!isRead(req)) return readOnly(res);
    const outcome = await readBookingInvite(requestContext(req), req.params.token);
    if (!("ics" in outcome)) return answerBooking(res, outcome);
    res
      .status(200)
      .set({
        ...BOOKING_HEADERS,
        "Cache-Control": "no-store",
        "Content-Type": `text/calendar; charset=utf-8; method=${outcome.method}`,
        "Content-Disposition": `attachment; filename="${BOOKING_INVITE_FILENAME}"`,
      })
      .send(outcome.ics);
  });

  router.all("/api/bookings/:token/:action", async (req, res) => {
    const action = req.params.action;
    if (action !== "reschedule" && action !== "cancel") return fail(res, 404, HTTP_MESSAGES.notFound);
    const posted = await postedJson(req, res);
    if (!posted) return;
    answerBooking(res, await changeBookingByToken(requestContext(req), req.params.token, action, posted.body));
  });

  router.all("/api/availability", async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return fail(res, 405, HTTP_MESSAGES.methodNotAllowed("GET"), {}, { Allow: "GET, HEAD" });
    }
    try {
      const result = "days" in req.query ? await getOpenDays(deps, req.query) : await getAvailability(deps, req.query);
      if (!result.ok) return fail(res, 422, API_MESSAGES.invalid, result.fields);
      answer(res, 200, { data: result.data, error: null });
    } catch (error) {
      (req.log ?? deps.logger).error({ err: error }, "availability lookup failed");
      fail(res, 503, API_MESSAGES.unavailable);
    }
  });

  router.all("/api/{*rest}", (_req, res) => fail(res, 404, HTTP_MESSAGES.notFound));

  // A request refused before a handler ran (a token or name whose %-escapes do not decode) still
  // gets the API's envelope; anything else goes on to the server's error handler.
  router.use("/api", (error: unknown, _req: Request, res: Response, next: (error?: unknown) => void) => {
    const status = clientErrorStatus(error);
    if (!status || res.headersSent) return next(error);
    fail(res, status, status === 400 ? HTTP_MESSAGES.badAddress : HTTP_MESSAGES.notFound);
  });

  return router;
}
