// Calendar addresses never lead into the site's own network: an address or a redirect to a private,
// shared or link-local network (a cloud's metadata service among them) is refused before a byte is
// sent, while the same machine (a self-hosted calendar server) and the internet stay reachable.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withCalendarServer } from "./calendar-http.server.ts";

describe("calendar servers' addresses", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === "/to-metadata") res.writeHead(302, { Location: "http://169.254.169.254/latest/meta-data/" }).end();
      else if (req.url === "/to-feed") res.writeHead(301, { Location: "/feed.ics" }).end();
      else res.writeHead(200, { "Content-Type": "text/calendar" }).end("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (url: string) => withCalendarServer({ timeoutMs: 2000 }, async (fetch) => (await fetch(url)).status);

  it.each(["http://169.254.169.254/latest/meta-data/", "https://10.1.2.3/feed.ics", "https://192.168.0.10/dav/", "https://[fd00::1]/feed.ics", "https://[::ffff:172.16.0.1]/x.ics"])(
    "refuses %s",
    async (url) => {
      await expect(get(url)).rejects.toThrow("This address leads into a private network; calendars are read from the internet only.");
    },
  );

  it("follows a redirect on the same machine, and refuses one into a private network", async () => {
    expect(await get(`${base}/to-feed`)).toBe(200);
    await expect(get(`${base}/to-metadata`)).rejects.toThrow("private network");
  });
});
