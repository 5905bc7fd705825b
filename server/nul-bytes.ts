import type { NextFunction, Request, Response } from "express";
import { brand } from "#app/config/site.ts";

const MESSAGES = {
  path: "There is no page at this address.",
  query: "The address contains a character that cannot be accepted (a NUL byte).",
} as const;

// The site's stylesheet is fingerprinted by the build; a few inline rules (the CSP allows inline
// styles) keep this page readable on its own.
const PAGE_STYLE =
  "body{margin:0;min-height:100vh;display:grid;place-items:center;padding:1rem;box-sizing:border-box;" +
  "font-family:system-ui,sans-serif;text-align:center;color:#0f172a}h1{font-size:2.25rem;margin:0 0 1rem}" +
  "p{color:#475569;margin:0 0 1.5rem}a{color:#2b2a7a;font-weight:500}";

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small complete page: refusals made here come before React Router and its layouts. */
function refusalPage(title: string, message: string): string {
  return [
    "<!DOCTYPE html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(`${title} | ${brand.name}`)}</title>`,
    `<style>${PAGE_STYLE}</style></head>`,
    `<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="/">Return to Home</a></p></main></body></html>`,
  ].join("");
}

/**
 * A NUL byte (%00) means nothing in any address of this site, and PostgreSQL can neither store
 * nor compare one (`invalid byte sequence`), so a route that looked it up would fail with a 500.
 * Every request is checked once, here, before a page, the lead API or a static file sees it: a
 * path with one is a 404, a query string with one a 400. The answer suits the caller: the lead
 * API's JSON envelope, a plain page for a browser, plain text for React Router's .data fetches
 * (its client turns a non-router 4xx into the route's error page).
 */
export function refuseNulBytes(req: Request, res: Response, next: NextFunction) {
  const url = req.originalUrl;
  const queryStart = url.indexOf("?");
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  const inPath = /%00/i.test(path);
  if (!inPath && (queryStart === -1 || !/%00/i.test(url.slice(queryStart)))) return next();

  const [status, title, message] = inPath ? [404, "Page not found", MESSAGES.path] : [400, "Bad request", MESSAGES.query];
  res.status(status).set("Cache-Control", "no-store");
  if (path.startsWith("/api/")) return res.json({ data: null, error: { message, fields: {} } });
  if (path.endsWith(".data") || !req.accepts("html")) return res.type("text/plain").send(message);
  res.type("html").send(refusalPage(title, message));
}
