import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Env } from "./env.server.ts";

/** What the Express server hands every loader and action (see server/app.ts). */
export type AppContext = {
  env: Env;
  db: Database;
  logger: Logger;
  /** Per-response CSP nonce for the inline scripts React Router renders. */
  cspNonce: string;
  /** The client's address (X-Forwarded-For only when TRUST_PROXY is set). */
  clientIp: string;
  /** Whether the request reached us over HTTPS (X-Forwarded-Proto only when TRUST_PROXY is set). */
  secure: boolean;
};

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
