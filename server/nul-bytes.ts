import type { NextFunction, Request, Response } from "express";
import { refuse } from "./refusal.ts";

const MESSAGES = {
  path: "There is no page at this address.",
  query: "The address contains a character that cannot be accepted (a NUL byte).",
} as const;

/**
 * A NUL byte (%00) means nothing in any address of this site, and PostgreSQL can neither store
 * nor compare one (`invalid byte sequence`), so a route that looked it up would fail with a 500.
 * Every request is checked once, here, before a page, the lead API or a static file sees it: a
 * path with one is a 404, a query string with one a 400, answered in the form the caller reads
 * (server/refusal.ts).
 */
export function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  const url = req.originalUrl;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const inPath = /%00/i.test(path);
  if (!inPath && (queryStart === -1 || !/%00/i.test(url.slice(queryStart)))) return next();

  refuse(req, res, inPath ? { status: 404, title: "Page not found", message: MESSAGES.path } : { status: 400, title: "Bad request", message: MESSAGES.query });
}
