import type { Request, Response } from "express";
import { brand } from "#app/config/site.ts";

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
 * Answers a request refused before any route saw it, in the form its caller reads: the lead API's
 * JSON envelope under /api/, plain text for React Router's .data fetches (its client turns a
 * non-router 4xx into the route's error page) and for clients that do not take HTML, a plain page
 * for a browser. Never stored: the next request may be fine.
 */
export function refuse(
  req: Request,
  res: Response,
  { status, title, message, headers = {} }: { status: number; title: string; message: string; headers?: Record<string, string> },
) {
  const path = req.path;
  res.status(status).set({ "Cache-Control": "no-store", ...headers });
  if (path.startsWith("/api/")) return res.json({ data: null, error: { message, fields: {} } });
  if (path.endsWith(".data") || !req.accepts("html")) return res.type("text/plain").send(message);
  res.type("html").send(refusalPage(title, message));
}
