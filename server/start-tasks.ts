import type { Logger } from "pino";
import type { DatabaseHandle } from "../db";
import type { Env } from "../app/env.server";
import { startOutbox } from "./outbox-task";

export type StartContext = { env: Env; database: DatabaseHandle; logger: Logger };
/** A task may return a stop function, called on shutdown before the database closes. */
export type StartTask = (ctx: StartContext) => Promise<void | (() => Promise<void>)>;

/** Work done once at start-up, after migrations: seeds, first admin, background workers. */
export const startTasks: StartTask[] = [startOutbox];
