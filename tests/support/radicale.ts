// Radicale, a real CalDAV server (Debian's `radicale` package, installed by .ci/run), on loopback
// for tests: a port of its own, a fresh storage folder and a users file with plain-text passwords,
// each user allowed their own collections only. It can be stopped and started again on the same
// port with the same storage, to play a server that is down.
//
//   const radicale = await startRadicale();
//   const calendar = await radicale.makeCalendar("work");        // http://127.0.0.1:<port>/dana/work/
//   await radicale.put(calendar, "standup.ics", icsText);
//   …
//   await radicale.close();
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#scripts/lib/free-port.ts";

export type RadicaleUser = { username: string; password: string };

export type Radicale = {
  /** The server's root, http://127.0.0.1:<port>/ */
  url: string;
  /** The first user's account. */
  user: RadicaleUser;
  /** Creates a calendar of events for a user (MKCALENDAR); returns its URL, with a trailing slash. */
  makeCalendar: (name: string, user?: RadicaleUser) => Promise<string>;
  /** Stores a calendar object (PUT) as that user. */
  put: (calendarUrl: string, fileName: string, ics: string, user?: RadicaleUser) => Promise<void>;
  /** GETs a URL as the first user: an object, or a whole calendar as one VCALENDAR. */
  get: (url: string) => Promise<{ status: number; text: string }>;
  stop: () => Promise<void>;
  start: () => Promise<void>;
  /** Stops the server and removes its storage. */
  close: () => Promise<void>;
};

const RADICALE = process.env.RADICALE_BIN ?? "/usr/bin/radicale";

const authorization = ({ username, password }: RadicaleUser) => `Basic ${Buffer.from(`${username}:${password}`).toString("base64")}`;

async function untilAnswering(url: string, server: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`radicale exited with ${server.exitCode}: ${log()}`);
    try {
      await fetch(url, { method: "OPTIONS", signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`radicale did not start: ${log()}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

export async function startRadicale(options: { users?: RadicaleUser[] } = {}): Promise<Radicale> {
  const users = options.users ?? [{ username: "dana", password: "app-password-1" }];
  const folder = await mkdtemp(path.join(tmpdir(), "radicale-"));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/`;
  await writeFile(path.join(folder, "users"), users.map((user) => `${user.username}:${user.password}`).join("\n") + "\n");
  const config = path.join(folder, "config");
  await writeFile(
    config,
    [
      "[server]",
      `hosts = 127.0.0.1:${port}`,
      "[auth]",
      "type = htpasswd",
      `htpasswd_filename = ${path.join(folder, "users")}`,
      "htpasswd_encryption = plain",
      // A wrong password is answered at once, not after Radicale's default second.
      "delay = 0",
      "[rights]",
      "type = owner_only",
      "[storage]",
      `filesystem_folder = ${path.join(folder, "collections")}`,
      "[web]",
      "type = none",
      "[logging]",
      "level = warning",
      "",
    ].join("\n"),
  );

  let server: ChildProcess | null = null;
  let output = "";
  const start = async () => {
    output = "";
    // -C alone: no system or user configuration file is read.
    const child = spawn(RADICALE, ["-C", config], { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
    server = child;
    await untilAnswering(url, child, () => output);
  };
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await exited;
  };
  await start();

  const [user] = users as [RadicaleUser];
  const request = async (target: string, init: RequestInit, as: RadicaleUser = user) => {
    const response = await fetch(target, { ...init, headers: { ...(init.headers as Record<string, string>), Authorization: authorization(as) } });
    return { status: response.status, text: await response.text() };
  };
  return {
    url,
    user,
    makeCalendar: async (name, as = user) => {
      const calendar = `${url}${as.username}/${name}/`;
      const body = `<?xml version="1.0" encoding="utf-8"?>
<C:mkcalendar xmlns:D="DAV:" xmlns:C="urn:ietf:params:xml:ns:caldav">
  <D:set><D:prop><D:displayname>${name}</D:displayname>
    <C:supported-calendar-component-set><C:comp name="VEVENT"/></C:supported-calendar-component-set>
  </D:prop></D:set>
</C:mkcalendar>`;
      const answer = await request(calendar, { method: "MKCALENDAR", headers: { "Content-Type": "application/xml" }, body }, as);
      if (answer.status !== 201) throw new Error(`MKCALENDAR ${calendar}: ${answer.status} ${answer.text}`);
      return calendar;
    },
    put: async (calendarUrl, fileName, ics, as = user) => {
      const answer = await request(new URL(fileName, calendarUrl).href, { method: "PUT", headers: { "Content-Type": "text/calendar; charset=utf-8" }, body: ics }, as);
      if (answer.status !== 201 && answer.status !== 204) throw new Error(`PUT ${fileName}: ${answer.status} ${answer.text}`);
    },
    get: (target) => request(target, { method: "GET" }),
    stop,
    start,
    close: async () => {
      await stop();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
