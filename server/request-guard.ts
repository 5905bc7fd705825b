// Refusals of what no route should ever see: a method the site does not serve, a request target
// that is not a path, a Host that names no host. React Router builds each request's URL from the
// Host header (`new URL(protocol://host + url)`) and undici's Request refuses TRACE and CONNECT, so
// each of these used to throw inside the page handler and answer 500 with an error-level stack.
// decision 035 says why this sits before everything and why unknown methods get 405, not 501.
import type http from "node:http";
import type { Duplex } from "node:stream";
import type { NextFunction, Request, Response } from "express";
import type { Logger } from "pino";
import { refuse } from "./refusal.ts";

/** The methods some page, form or file of the site answers. */
export const SERVED_METHODS = ["GET", "HEAD", "POST"] as const;
const ALLOW = SERVED_METHODS.join(", ");

export const GUARD_MESSAGES = {
  method: "This address answers only GET, HEAD and POST requests.",
  target: "The request must name a path on this site, not a full address (this server is not a proxy).",
  host: "The request's Host header is missing, repeated or not a host name.",
  scheme: "The request's X-Forwarded-Proto header names neither http nor https.",
} as const;

/** host [":" port] as RFC 3986 writes it: a name or IPv4 address, or an IPv6 literal in brackets. */
const AUTHORITY = /^(?:\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9._~-]+)(?::(\d{0,5}))?$/;

/** Whether a Host (or X-Forwarded-Host) value names a host the URL parser accepts, with a port in range. */
export function isValidAuthority(value: string): boolean {
  const match = AUTHORITY.exec(value);
  if (!match) return false;
  const port = match[1];
  if (port && Number(port) > 65_535) return false;
  return URL.canParse(`http://${value}`);
}

/** How many Host header lines the request carried (Node keeps only the first in `headers`). */
function hostLines(req: Request): number {
  let count = 0;
  for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() === "host") count += 1;
  return count;
}

/** Why a request's target or host cannot be served, if it cannot. */
function badRequestReason(req: Request): keyof typeof GUARD_MESSAGES | undefined {
  // Origin-form only: an absolute-form target ("GET http://evil.example/docs") is for proxies, and
  // "*" means the server itself, which no page answers for.
  if (!req.url.startsWith("/")) return "target";
  if (hostLines(req) !== 1 || !isValidAuthority(req.headers.host ?? "")) return "host";
  // Express and React Router take the host from X-Forwarded-Host when a proxy is trusted (React
  // Router reads its port whenever "trust proxy" is set at all, whoever sent it).
  const forwarded = req.headers["x-forwarded-host"];
  if (forwarded !== undefined && req.app.enabled("trust proxy")) {
    const values = String(forwarded).split(",").map((value) => value.trim());
    if (!values.every(isValidAuthority)) return "host";
  }
  // The scheme of that URL: X-Forwarded-Proto's first value when the peer is a trusted proxy.
  if (!/^https?$/.test(req.protocol)) return "scheme";
  return undefined;
}

/**
 * Express middleware, first after the request log: a malformed target or Host is a 400, a method
 * the site does not serve a 405 with Allow. The lead API (/api/…) answers every method of its
 * endpoints itself, in its JSON envelope and with each endpoint's own Allow, so its methods pass.
 */
export function requestGuard(req: Request, res: Response, next: NextFunction) {
  const reason = badRequestReason(req);
  if (reason) return refuse(req, res, { status: 400, title: "Bad request", message: GUARD_MESSAGES[reason] });
  if ((SERVED_METHODS as readonly string[]).includes(req.method) || req.path.startsWith("/api/")) return next();
  refuse(req, res, { status: 405, title: "Request not accepted", message: GUARD_MESSAGES.method, headers: { Allow: ALLOW } });
}

/**
 * CONNECT never reaches Express: Node hands it to the server's "connect" event, and without a
 * listener drops the connection unanswered. This server is no proxy, so it answers 405 like any
 * other method it does not serve, logs the refusal as the request line pino-http would have
 * written, and closes the connection (the bytes after a CONNECT are a tunnel's, not HTTP).
 */
export function refuseConnect(server: http.Server, logger: Logger) {
  server.on("connect", (req: http.IncomingMessage, socket: Duplex) => {
    logger.warn({ req: { method: req.method, url: req.url }, res: { statusCode: 405 } }, "CONNECT refused: this server is not a proxy");
    socket.on("error", () => {}); // A client that hangs up first has nothing left to tell.
    socket.end(`HTTP/1.1 405 Method Not Allowed\r\nAllow: ${ALLOW}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`);
  });
}
