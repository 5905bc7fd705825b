import type { EventEmitter } from "node:events";
import type { NextFunction, Request, Response } from "express";

type Listener = (...args: unknown[]) => void;

/**
 * `compression` hands `res.on("drain")` listeners to its zlib stream but leaves `res.off` on the
 * response (expressjs/compression#135). React Router waits for each backpressured write with
 * `once("drain")` and removes the listener with `off`, so on a large page spent listeners pile up
 * on the zlib stream until Node warns of a leak. This `once` removes its listener from whichever
 * emitter fired it, the zlib stream included. Mount it right after `compression()`.
 */
export function drainOnceThroughCompression(_req: Request, res: Response, next: NextFunction) {
  const originalOnce = res.once;
  res.once = function once(this: Response, event: string | symbol, listener: Listener) {
    if (event !== "drain") return originalOnce.call(this, event, listener);
    const fire = function (this: EventEmitter, ...args: unknown[]) {
      this.removeListener("drain", fire);
      listener.apply(this, args);
    };
    return this.on("drain", fire);
  } as Response["once"];
  next();
}
