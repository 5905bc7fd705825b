// The whole site on a loopback port for integration tests: server/app.ts createApp (the Express
// stack, the lead API and React Router's pages) over a test database. The React Router build
// comes from Vite's SSR loader, once per test file, so no `npm run build` is needed first.
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { Logger } from "pino";
import type { ServerBuild } from "react-router";
import { createServer, type ViteDevServer } from "vite";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import { createSession, SESSION_COOKIE } from "#app/features/admin/session.server.ts";
import { createApp } from "#server/app.ts";
import { createPageCache, type PageCache } from "#server/page-cache.ts";
import { refuseConnect } from "#server/request-guard.ts";
import { silentLogger } from "./lead-api-harness.ts";

let vite: Promise<ViteDevServer> | undefined;
let build: Promise<ServerBuild> | undefined;

/** The server build of the app as it is on disk (compiled on demand by Vite, shared by the file's tests). */
export function loadServerBuild(): Promise<ServerBuild> {
  vite ??= createServer({
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: "custom",
    logLevel: "error",
  });
  build ??= vite.then((server) => server.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>);
  return build;
}

/** Stops the Vite loader; call once in the file's last afterAll. */
export async function closeServerBuild(): Promise<void> {
  const server = await vite;
  vite = build = undefined;
  await server?.close();
}

export type Site = { url: string; close: () => Promise<void>; pageCache?: PageCache };

/**
 * `pageCache`: serve stored pages as production does (server/main.ts); `clientDir`: serve the
 * static files of that folder; `logger`: where the server's lines go (nowhere by default).
 */
export async function startSite({
  logger = silentLogger,
  ...deps
}: {
  env: Env;
  db: Database;
  pageCache?: boolean;
  clientDir?: string;
  logger?: Logger;
}): Promise<Site> {
  const build = await loadServerBuild();
  const pageCache = deps.pageCache ? await createPageCache({ ...deps, logger, build }) : undefined;
  const app = createApp({ ...deps, logger, build, pageCache });
  const server = http.createServer(app);
  refuseConnect(server, logger);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    pageCache,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
      await pageCache?.stop();
    },
  };
}

export const TEST_ADMIN = { email: "ops@lumenguard.example", password: "a long and careful passphrase" };

/** An admin account with a live session: the cookie to send and the CSRF token its forms carry. */
export async function signedInAdmin(db: Database): Promise<{ cookie: string; csrf: string }> {
  const { admin } = await createOrResetAdmin(db, TEST_ADMIN.email, TEST_ADMIN.password);
  const session = await createSession(db, admin.id);
  return { cookie: `${SESSION_COOKIE}=${session.token}`, csrf: session.csrfToken };
}
