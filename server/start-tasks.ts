import type { Logger } from "pino";
import type { DatabaseHandle } from "../db";
import type { Env } from "../app/env.server";
import { announceDocsPhrase } from "../app/features/docs/phrase.server";
import { startOutbox } from "./outbox-task";

export type StartContext = { env: Env; database: DatabaseHandle; logger: Logger };
/** A task may return a stop function, called on shutdown before the database closes. */
export type StartTask = (ctx: StartContext) => Promise<void | (() => Promise<void>)>;

/** Work done once at start-up, after migrations: seeds, first admin, background workers. */
export const startTasks: StartTask[] = [
  // Without DOCS_PASSWORD the docs phrase is generated now and printed once.
  ({ env, database, logger }) => announceDocsPhrase({ env, db: database.db, logger }),
  startOutbox,
];
