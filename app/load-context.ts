import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Env } from "./env.server.ts";
import type { Operations } from "./lib/operations.ts";

/** What the Express server hands every loader and action (see server/app.ts). */
export type AppContext = {
  env: Env;
  db: Database;
  logger: Logger;
  /**
   * Per-response CSP nonce for the inline scripts React Router renders. Absent when the page is
   * rendered once for the page cache (server/page-cache.ts), which allows its scripts by hash.
   */
  cspNonce?: string;
  /** The client as rate limits count it: its IPv4 address or IPv6 /64 (X-Forwarded-For only from the proxies TRUST_PROXY names). */
  clientIp: string;
  /** Whether the request reached us over HTTPS (X-Forwarded-Proto only when TRUST_PROXY is set). */
  secure: boolean;
  /**
   * The server processes and their key figures, for the admin's System page (server/metrics). Set
   * by the server for every request; absent where a test or the page cache builds the context.
   */
  operations?: Operations;
  /**
   * Set by a public content reader that answered from its fallback because the database failed
   * (app/features/site-content/public.server.ts): the page cache does not keep such a render.
   */
  servedFallback?: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
