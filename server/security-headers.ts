import { randomBytes } from "node:crypto";
import type { NextFunction, Request, Response } from "express";

/**
 * Which scripts a page may run: a page rendered for this response carries its nonce; a stored page
 * (server/page-cache.ts), whose bytes many responses share, lists the hashes of its inline scripts
 * with 'strict-dynamic', so the scripts those load run too (Google's strict CSP for static pages).
 * 'self' only matters to browsers without CSP 3, which ignore 'strict-dynamic'.
 */
export type ScriptSources = { nonce: string } | { hashes: readonly string[] };

/**
 * Strict headers on every response. Scripts run only with this response's nonce or the stored
 * page's hashes; React's style attributes need 'unsafe-inline' in style-src, which carries no
 * script risk.
 */
export function contentSecurityPolicy(scripts: ScriptSources, secure: boolean): string {
  const scriptSrc =
    "nonce" in scripts
      ? `script-src 'self' 'nonce-${scripts.nonce}'`
      : ["script-src 'self'", ...scripts.hashes.map((hash) => `'${hash}'`), "'strict-dynamic'"].join(" ");
  const directives = [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ];
  if (secure) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(req: Request, res: Response, next: NextFunction) {
  const nonce = randomBytes(16).toString("base64");
  res.locals.cspNonce = nonce;
  res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, req.secure));
  res.setHeader("X-Content-Type-Options", "nosniff");
  res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
  res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
  res.setHeader("X-Frame-Options", "DENY");
  res.setHeader(
    "Permissions-Policy",
    "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  );
  if (req.secure) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  next();
}
