// The public lead API (ARCHITECTURE.md "Public functions"): POST /api/functions/<name> and
// GET /api/availability. HTTP concerns live here (methods, content type, body size, JSON, rate
// limit); the lead service (app/features/leads) decides everything else.
import express, { type Request, type Response } from "express";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { getAvailability } from "#app/features/booking/availability.server.ts";
import { isLeadFunction, type LeadEnvelope } from "#app/config/lead-functions.ts";
import { API_MESSAGES, handleLeadSubmission } from "#app/features/leads/lead-submission.server.ts";
import { clientAddress } from "./client-address.ts";

export type LeadApiDeps = { env: Env; db: Database; logger: Logger; now?: () => Date };

/** Far above the largest valid body (a 5,000-character message plus attribution). */
const LEAD_API_BODY_LIMIT = "64kb";

const HTTP_MESSAGES = {
  methodNotAllowed: (allow: string) => `Use ${allow} for this endpoint.`,
  unsupportedMediaType: "Send the request body as JSON (Content-Type: application/json).",
  badJson: "The request body is not valid JSON.",
  tooLarge: "The request body is too large.",
  notFound: "There is no such API endpoint.",
} as const;

function answer(res: Response, status: number, body: LeadEnvelope | { data: unknown; error: null }, headers: Record<string, string> = {}) {
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

  router.all("/api/functions/:name", async (req, res) => {
    const name = req.params.name;
    if (!isLeadFunction(name)) return fail(res, 404, API_MESSAGES.unknownFunction);
    if (req.method !== "POST") return fail(res, 405, HTTP_MESSAGES.methodNotAllowed("POST"), {}, { Allow: "POST" });
    if (!req.is("application/json")) return fail(res, 415, HTTP_MESSAGES.unsupportedMediaType);

    let body: unknown;
    try {
      body = await readJson(req, res);
    } catch (error) {
      const { status, message } = bodyErrorStatus(error);
      return fail(res, status, message);
    }

    const outcome = await handleLeadSubmission(
      { ...deps, logger: req.log ?? deps.logger, clientIp: clientAddress(req) },
      name,
      body,
    );
    const headers: Record<string, string> = outcome.retryAfterSeconds ? { "Retry-After": String(outcome.retryAfterSeconds) } : {};
    answer(res, outcome.status, outcome.body, headers);
  });

  router.all("/api/availability", async (req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      return fail(res, 405, HTTP_MESSAGES.methodNotAllowed("GET"), {}, { Allow: "GET, HEAD" });
    }
    try {
      const result = await getAvailability(deps, req.query.date);
      if (!result.ok) return fail(res, 422, API_MESSAGES.invalid, result.fields);
      answer(res, 200, { data: result.data, error: null });
    } catch (error) {
      (req.log ?? deps.logger).error({ err: error }, "availability lookup failed");
      fail(res, 503, API_MESSAGES.unavailable);
    }
  });

  router.all("/api/{*rest}", (_req, res) => fail(res, 404, HTTP_MESSAGES.notFound));

  return router;
}
