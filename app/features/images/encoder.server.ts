// Where an upload's variants are made: in a process of its own per upload (encoder-process.server.ts),
// one at a time in each server process. The server's event loop only passes the bytes over and
// back; the encoder's memory is returned to the system when it exits, and its CPU is niced below
// the server's, so pages keep their speed while an editor uploads (decision 042).
import { fork } from "node:child_process";
import { existsSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTurnQueue } from "#app/lib/turn-queue.ts";
import type { EncodeAnswer, EncodeJob, Variant } from "./variants.server.ts";

export { QueueFull } from "#app/lib/turn-queue.ts";

/** Uploads waiting for the encoder, past the one it works on; more at once are answered 429. */
export const ENCODER_QUEUE_LENGTH = 4;
/** How long a 429 asks to wait: about what one upload takes. */
export const ENCODER_RETRY_AFTER_SECONDS = 10;
/** An image no encoder finishes in this time is given up (a decoding bomb, a pathological file). */
export const ENCODE_TIMEOUT_MS = 60_000;
/** The encoder's niceness: the server's own work (pages, the lead API) goes first. */
const ENCODER_NICENESS = 10;

const queue = createTurnQueue({ maxWaiting: ENCODER_QUEUE_LENGTH });

/**
 * The encoder's entry: the production build's bundle (build/image-encoder.js, one folder up from
 * React Router's build/server/, where this module is bundled), else this source folder's
 * TypeScript, run through tsx (the dev server and the tests).
 */
function encoderEntry(): { file: string; execArgv: string[] } {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const built = path.join(here, "..", "image-encoder.js");
  if (existsSync(built)) return { file: built, execArgv: [] };
  return { file: path.join(here, "encoder-process.server.ts"), execArgv: ["--import", "tsx"] };
}

/** Bytes as they come over the channel (a Uint8Array) as a Buffer over the same memory. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export type EncodeOutcome = { ok: true; variants: Variant[] } | { ok: false; reason: "unreadable" | "timeout" };

/** Runs one job in an encoder process of its own; a request that goes away stops it. */
function encodeInChild(job: EncodeJob, signal?: AbortSignal): Promise<EncodeOutcome> {
  return new Promise((resolve, reject) => {
    const { file, execArgv } = encoderEntry();
    const child = fork(file, [], { execArgv, serialization: "advanced", stdio: ["ignore", "ignore", "inherit", "ipc"] });
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", abandon);
      if (child.exitCode === null) child.kill("SIGKILL");
      finish();
    };
    const abandon = () => settle(() => reject(signal!.reason));
    const timer = setTimeout(() => settle(() => resolve({ ok: false, reason: "timeout" })), ENCODE_TIMEOUT_MS);
    signal?.addEventListener("abort", abandon, { once: true });
    child.once("error", (error) => settle(() => reject(error)));
    // Ended without an answer: a file that crashed the decoder is an unreadable image, not the
    // server's fault. ("close" comes after every message the process sent.)
    child.once("close", () => settle(() => resolve({ ok: false, reason: "unreadable" })));
    child.once("message", (answer: EncodeAnswer) =>
      settle(() =>
        resolve(
          answer.ok
            ? { ok: true, variants: answer.variants.map((variant) => ({ ...variant, bytes: asBuffer(variant.bytes) })) }
            : { ok: false, reason: "unreadable" },
        ),
      ),
    );
    try {
      setPriority(child.pid!, ENCODER_NICENESS);
    } catch {
      // Not allowed here (some containers): it still runs, at the server's priority.
    }
    child.send(job);
  });
}

/**
 * The variants of an image, made in an encoder process when this server process's turn comes.
 * Throws QueueFull when ENCODER_QUEUE_LENGTH uploads already wait.
 */
export function encodeVariants(job: EncodeJob, signal?: AbortSignal): Promise<EncodeOutcome> {
  return queue.run(() => encodeInChild(job, signal), signal);
}
