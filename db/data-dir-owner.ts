// PGlite is PostgreSQL inside this process: a second process opening the same data directory would
// write the same files unaware of the first and corrupt them, and PGlite itself does not stop it.
// So whoever opens DATA_DIR (the server or a maintenance command) first binds a Unix socket in it.
// The bound socket is the lock (a second bind fails while the first process lives; a socket left
// by a crashed process refuses connections and is taken over), and it is also how other commands
// reach the owner: `npm run db:backup` asks a running server for a consistent dump through it.
import { unlinkSync } from "node:fs";
import net from "node:net";
import path from "node:path";

const SOCKET_NAME = "pglite.sock";
/** sun_path holds 108 bytes on Linux and 104 on macOS, and Node truncates longer paths silently. */
const MAX_SOCKET_PATH = 100;
/** How long a server waits for a maintenance command (a backup, say) to release the directory. */
const COMMAND_WAIT_MS = 60_000;
/** A live owner answers "who are you" at once unless its event loop is stuck. */
const HELLO_TIMEOUT_MS = 5_000;

export type OwnerRole = "server" | "command";
type Hello = { pid: number; role: OwnerRole };
type Request = { op: "hello" } | { op: "backup" };

/** Another live process holds the data directory. */
export class DataDirBusyError extends Error {}

/** The socket's path, relative to the working directory when that is shorter (it must fit sun_path). */
export function controlSocketPath(dataDir: string): string {
  const absolute = path.resolve(dataDir, SOCKET_NAME);
  const relative = path.relative(process.cwd(), absolute);
  const chosen = relative.length < absolute.length ? relative : absolute;
  if (Buffer.byteLength(chosen) > MAX_SOCKET_PATH) {
    throw new Error(`DATA_DIR is too long a path for its control socket (${absolute}); choose a shorter DATA_DIR`);
  }
  return chosen;
}

type Owner = {
  /** Answers backup requests once the database is open. */
  serveBackups: (dump: () => Promise<Buffer>) => void;
  release: () => Promise<void>;
};

function listen(server: net.Server, socketPath: string): Promise<"listening" | "in-use"> {
  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      server.off("listening", onListening);
      if (error.code === "EADDRINUSE") resolve("in-use");
      else reject(error);
    };
    const onListening = () => {
      server.off("error", onError);
      resolve("listening");
    };
    server.once("error", onError);
    server.once("listening", onListening);
    server.listen(socketPath);
  });
}

/**
 * Makes this process the only one on `dataDir`. A server waits a while for a maintenance command
 * to finish; anything else finding the directory held throws DataDirBusyError.
 */
export async function claimDataDir(dataDir: string, role: OwnerRole): Promise<Owner> {
  const socketPath = controlSocketPath(dataDir);
  let dump: (() => Promise<Buffer>) | undefined;
  const server = net.createServer((socket) => serveConnection(socket, role, () => dump));
  const deadline = Date.now() + COMMAND_WAIT_MS;
  for (;;) {
    if ((await listen(server, socketPath)) === "listening") break;
    const holder = await ask(socketPath, { op: "hello" }, HELLO_TIMEOUT_MS).catch((error: NodeJS.ErrnoException) => {
      // Nobody listens on it (ECONNREFUSED: the owner died) or it vanished meanwhile (ENOENT).
      if (error.code === "ECONNREFUSED" || error.code === "ENOENT") return null;
      // Someone accepted the connection but is too busy to say who: it is alive all the same.
      if (error.code === "ETIMEDOUT") return { header: "", body: Buffer.alloc(0) };
      throw error;
    });
    if (holder === null) {
      try {
        unlinkSync(socketPath);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      continue;
    }
    const hello = parseHello(holder.header);
    if (role === "server" && hello?.role === "command" && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    const who = hello ? `pid ${hello.pid}, ${hello.role === "server" ? "a running server" : "a maintenance command"}` : "a process that does not answer";
    throw new DataDirBusyError(
      `DATA_DIR ${path.resolve(dataDir)} is in use by another process (${who}): the embedded database allows one process at a time. Stop it first, or use DATABASE_URL to run several.`,
    );
  }
  return {
    serveBackups: (fn) => {
      dump = fn;
    },
    release: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function parseHello(header: string): Hello | null {
  try {
    const value = JSON.parse(header) as Partial<Hello>;
    return typeof value.pid === "number" && (value.role === "server" || value.role === "command") ? (value as Hello) : null;
  } catch {
    return null;
  }
}

/** One request per connection: a JSON line in; a JSON header line out, then `bytes` raw bytes. */
function serveConnection(socket: net.Socket, role: OwnerRole, getDump: () => (() => Promise<Buffer>) | undefined) {
  let input = "";
  socket.setEncoding("utf8");
  socket.on("error", () => socket.destroy());
  socket.on("data", (chunk: string) => {
    input += chunk;
    const end = input.indexOf("\n");
    if (end === -1) {
      if (input.length > 1024) socket.destroy();
      return;
    }
    socket.removeAllListeners("data");
    let request: Request | null = null;
    try {
      request = JSON.parse(input.slice(0, end)) as Request;
    } catch {
      // answered below as an unknown request
    }
    const reply = (header: object, body?: Buffer) => {
      socket.write(`${JSON.stringify(header)}\n`);
      if (body) socket.write(body);
      socket.end();
    };
    if (request?.op === "hello") return reply({ pid: process.pid, role } satisfies Hello);
    if (request?.op !== "backup") return reply({ ok: false, error: "unknown request" });
    const dump = getDump();
    if (!dump) return reply({ ok: false, error: "the database is still opening; try again in a moment" });
    dump().then(
      (bytes) => reply({ ok: true, bytes: bytes.length }, bytes),
      (error: unknown) => reply({ ok: false, error: error instanceof Error ? error.message : String(error) }),
    );
  });
}

/** Sends one request to the owner; resolves with its header line and the bytes after it. */
function ask(socketPath: string, request: Request, timeoutMs?: number): Promise<{ header: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(socketPath);
    if (timeoutMs) {
      socket.setTimeout(timeoutMs, () => {
        socket.destroy();
        reject(Object.assign(new Error("the database's owner did not answer"), { code: "ETIMEDOUT" }));
      });
    }
    const chunks: Buffer[] = [];
    socket.on("connect", () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      if (newline === -1) return reject(new Error("the database's owner closed the connection without an answer"));
      resolve({ header: all.subarray(0, newline).toString("utf8"), body: all.subarray(newline + 1) });
    });
  });
}

/**
 * A gzipped dump from the process holding `dataDir`, or null when no process holds it (the caller
 * then opens the directory itself).
 */
export async function dumpFromOwner(dataDir: string): Promise<Buffer | null> {
  let answer: { header: string; body: Buffer };
  try {
    answer = await ask(controlSocketPath(dataDir), { op: "backup" });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT" || code === "ECONNREFUSED") return null;
    throw error;
  }
  const header = JSON.parse(answer.header) as { ok: true; bytes: number } | { ok: false; error: string };
  if (!header.ok) throw new Error(`the running process could not write the backup: ${header.error}`);
  if (answer.body.length !== header.bytes) {
    throw new Error(`the backup arrived incomplete (${answer.body.length} of ${header.bytes} bytes)`);
  }
  return answer.body;
}
