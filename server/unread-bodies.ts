import type { NextFunction, Request, Response } from "express";

/** What is read and thrown away of a refused body before the connection is closed instead. */
const DRAIN_BYTES = 1024 * 1024;
/** How long a refused body may keep coming after the answer. */
const DRAIN_MS = 2000;
/** After our side has closed, how long the client has to read the answer before the socket goes. */
const LINGER_MS = 1000;

/**
 * A route that refuses a body (413 past the form limit, 405, 415) answers without reading the
 * rest of it. Left unread, those bytes hold the connection: the next request on it cannot be
 * parsed behind them. Closed at once, the kernel resets the connection because of them, and the
 * client may lose the answer it was about to read. So once the answer is sent, the rest is read
 * and dropped (memory does not grow) and the connection stays usable; a body that goes on past
 * DRAIN_BYTES or DRAIN_MS gets a graceful close: our side first, the socket a moment later.
 */
export function discardUnreadBodies(req: Request, res: Response, next: NextFunction) {
  res.once("finish", () => {
    if (req.complete || req.destroyed) return;
    // Whoever was reading it (a page's request stream, a body parser) is done with it.
    req.removeAllListeners("data");
    let drained = 0;
    const close = () => {
      clearTimeout(timer);
      req.socket.end();
      setTimeout(() => req.socket.destroy(), LINGER_MS).unref();
    };
    const timer = setTimeout(close, DRAIN_MS);
    timer.unref();
    req.on("data", (chunk: Buffer) => {
      drained += chunk.length;
      if (drained > DRAIN_BYTES && !req.socket.writableEnded) close();
    });
    req.once("end", () => clearTimeout(timer));
    req.resume();
  });
  next();
}
