// Where the docs phrase comes from: DOCS_PASSWORD, or a phrase generated once and kept in app_secrets.
// Relative imports only: the server start-up bundle imports this module too.
import type { Logger } from "pino";
import type { Database } from "#db/index.ts";
import type { Env } from "#app/env.server.ts";
import { getOrCreateSecret } from "#app/lib/app-secrets.server.ts";
import { generatePhrase } from "./access-token.server.ts";

/** Names of the rows in app_secrets. */
export const SECRET_NAMES = { phrase: "docs_password", cookieKey: "docs_cookie_key" } as const;

type PhraseSource = { env: Pick<Env, "DOCS_PASSWORD">; db: Database };

export async function docsPhrase({ env, db }: PhraseSource): Promise<string> {
  if (env.DOCS_PASSWORD) return env.DOCS_PASSWORD;
  return (await getOrCreateSecret(db, SECRET_NAMES.phrase, generatePhrase)).value;
}

/**
 * Start-up: without DOCS_PASSWORD, make sure a phrase exists and show it once, when it is created,
 * so the operator can hand it out. Later starts only say where it is kept.
 */
export async function announceDocsPhrase({ env, db, logger }: PhraseSource & { logger: Logger }): Promise<void> {
  if (env.DOCS_PASSWORD) return;
  const { value, created } = await getOrCreateSecret(db, SECRET_NAMES.phrase, generatePhrase);
  if (created) {
    logger.warn(
      `DOCS_PASSWORD is not set: generated the docs password "${value}". It is stored in app_secrets ` +
        `(${SECRET_NAMES.phrase}) and shown only now; set DOCS_PASSWORD to choose your own.`,
    );
  } else {
    logger.info(`DOCS_PASSWORD is not set: the docs use the password generated at first start (app_secrets.${SECRET_NAMES.phrase}).`);
  }
}
