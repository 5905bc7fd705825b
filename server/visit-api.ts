// POST /api/visit: the enhancer's page-view beacon (app/enhance/visit-beacon.ts, decision 048).
// A request that is not a beacon's (method, type, size, JSON shape, a campaign no lead could carry)
// gets a 4xx; any beacon-shaped one gets 204, whether it was counted or not (Global Privacy Control,
// a bot, not a public page, over the rate limit, a database that did not answer), so the answer
// says nothing and never fails.
import express, { type Request, type Response } from "express";
import { isbot } from "isbot";
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import { visitBeacon, type VisitReport } from "#app/config/site.ts";
import type { Env } from "#app/env.server.ts";
import { utmValueOf } from "#app/features/leads/lead-rules.ts";
import { countPageView, rateLimitKeyFor } from "#app/features/insights/visit-counter.server.ts";
import { visitPath, visitSource } from "#app/features/insights/visit-paths.ts";
import { landingAttribution } from "#app/features/site-content/public.server.ts";
import { rateLimiter } from "#app/lib/rate-limit.server.ts";
import { clientAddress } from "./client-address.ts";
import { refuse } from "./refusal.ts";

export type VisitApiDeps = { env: Pick<Env, "SITE_URL">; db: Database; logger: Logger; now?: () => Date };

/** Views one address may report per minute: far above a person reading, far below a flood. */
const VIEWS_PER_MINUTE = 60;

/** sendBeacon sends a string as text/plain; a script may send JSON. */
const BEACON_TYPES = ["text/plain", "application/json"];

/** A 4xx as every refusal under /api/ answers (refusal.ts: the lead API's JSON envelope, not stored). */
const refuseReport = (req: Request, res: Response, status: number, message: string, headers?: Record<string, string>) =>
  refuse(req, res, { status, title: "Page view not accepted", message, headers });

const REPORT_KEYS = new Set(["path", "referrer", "campaign"]);

/** A beacon's body: its keys only, each a string, and a campaign a lead form would keep (`utmValueOf`). */
const isReport = (value: unknown): value is VisitReport => {
  const report = value as Partial<VisitReport> | null;
  return (
    typeof report === "object" &&
    report !== null &&
    Object.keys(report).every((key) => REPORT_KEYS.has(key)) &&
    typeof report.path === "string" &&
    typeof report.referrer === "string" &&
    (report.campaign === undefined || (typeof report.campaign === "string" && utmValueOf(report.campaign) !== null))
  );
};

const hostOf = (address: string) => {
  try {
    return new URL(address).host;
  } catch {
    return null;
  }
};

export function createVisitApi({ env, db, logger, now = () => new Date() }: VisitApiDeps) {
  const router = express.Router();
  const readText = express.text({ limit: visitBeacon.maxBodyBytes, type: () => true });
  const site = new URL(env.SITE_URL);
  const siteHost = site.host;
  const limiter = rateLimiter(db, { name: "visit", points: VIEWS_PER_MINUTE, windowSeconds: 60, memoryFallback: true, inMemoryWhenEmbedded: true });

  /** The report the body carries, or undefined once a 4xx has answered. */
  async function readReport(req: Request, res: Response): Promise<VisitReport | undefined> {
    if (req.method !== "POST") return void refuseReport(req, res, 405, "Use POST for this endpoint.", { Allow: "POST" });
    // An empty request (is() is null without a body) is refused below as malformed, whatever its type.
    const empty = req.get("Content-Length") === "0";
    if (!empty && req.is(BEACON_TYPES) === false) return void refuseReport(req, res, 415, "Send the report as text/plain or application/json.");
    try {
      const text = await new Promise<unknown>((resolve, reject) => readText(req, res, (error?: unknown) => (error ? reject(error) : resolve(req.body))));
      const report: unknown = JSON.parse(typeof text === "string" ? text : "");
      if (isReport(report)) return report;
    } catch (error) {
      const { status } = (error ?? {}) as { status?: number };
      if (status === 413) return void refuseReport(req, res, 413, "The report is too large.");
    }
    return void refuseReport(req, res, 400, 'Send {"path": "/…", "referrer": "host or empty"}, and "campaign": "utm_campaign, at most 200 characters on one line" if the address has one.');
  }

  /** A browser sends Origin with a POST: one from another site is not this site's beacon. */
  const crossSite = (req: Request) => {
    const origin = req.get("Origin");
    return origin !== undefined && ![siteHost, req.get("Host")].includes(hostOf(origin) ?? "");
  };

  /**
   * The campaign a view is counted under, as its page's lead would carry it: the address's, else a
   * campaign landing page's default utm_campaign (lead-submission.server.ts); "" for none.
   */
  async function campaignOf(report: VisitReport, path: string): Promise<string> {
    const tagged = utmValueOf(report.campaign ?? "");
    if (tagged) return tagged;
    return utmValueOf((await landingAttribution(db, path))?.utmDefaults.utm_campaign ?? "") ?? "";
  }

  /** Counts the view unless it is not to be counted; never throws. */
  async function count(req: Request, report: VisitReport): Promise<void> {
    const path = visitPath(report.path);
    const userAgent = req.get("User-Agent") ?? "";
    if (req.get("Sec-GPC") === "1" || !path || !userAgent || isbot(userAgent)) return;
    try {
      const address = clientAddress(req);
      if ((await limiter.consume(await rateLimitKeyFor(db, address, now()))).limited) return;
      const ownHosts = [site.hostname, req.hostname];
      await countPageView(db, { path, source: visitSource(report.referrer, ownHosts), campaign: await campaignOf(report, path), siteHost, address, userAgent }, now());
    } catch (err) {
      (req.log ?? logger).warn({ err }, "a page view could not be counted");
    }
  }

  router.all(visitBeacon.endpoint, async (req, res) => {
    const report = await readReport(req, res);
    if (!report) return;
    if (crossSite(req)) return refuseReport(req, res, 403, "Page views are reported by this site's pages only.");
    await count(req, report);
    res.status(204).set("Cache-Control", "no-store").end();
  });

  return router;
}
