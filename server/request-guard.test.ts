import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRequest } from "#tests/integration/support/raw-http.ts";
import { isValidAuthority, refuseConnect, requestGuard } from "./request-guard.ts";

describe("isValidAuthority", () => {
  it.each(["localhost", "localhost:3000", "www.lumenguard.example", "127.0.0.1:8080", "[::1]", "[::1]:443", "app_1", "x:", "x:65535"])(
    "accepts %s",
    (host) => expect(isValidAuthority(host)).toBe(true),
  );

  it.each(["", "a b", "[::1", "::1", "x:99999", "x:65536", "x:123456", "x:-1", "x:80:80", "evil.example/path", "user@evil.example", "a?b", "a#b", "a\\b", "[::1]x", "é.example"])(
    "refuses %j",
    (host) => expect(isValidAuthority(host)).toBe(false),
  );
});

describe("the request guard", () => {
  let server: http.Server;
  let url: string;
  const warnings: unknown[] = [];

  beforeAll(async () => {
    const app = express();
    app.set("trust proxy", 1);
    app.use(requestGuard);
    app.use((req, res) => res.send(`passed ${req.method}`));
    server = http.createServer(app);
    refuseConnect(server, pino({ level: "warn" }, { write: (line: string) => void warnings.push(JSON.parse(line)) }));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (requestLine: string, headers: string[] = ["Host: localhost"]) =>
    rawRequest(url, `${requestLine}\r\n${[...headers, "Connection: close"].join("\r\n")}\r\n\r\n`);

  it.each(["GET", "HEAD", "POST"])("passes %s on", async (method) => {
    expect((await send(`${method} /pricing HTTP/1.1`)).status).toBe(200);
  });

  it.each(["TRACE", "OPTIONS", "PUT", "PATCH", "DELETE", "PROPFIND", "PURGE", "SEARCH"])("answers %s 405 with Allow", async (method) => {
    const answer = await send(`${method} /pricing HTTP/1.1`);
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
  });

  it("leaves the methods of /api/ to the lead API, which answers each endpoint's own", async () => {
    expect((await send("PUT /api/functions/x HTTP/1.1")).status).toBe(200);
  });

  it.each([
    ["an absolute-form target", "GET http://evil.example/pricing HTTP/1.1", ["Host: localhost"]],
    ["the asterisk target", "OPTIONS * HTTP/1.1", ["Host: localhost"]],
    ["a Host with a space", "GET /pricing HTTP/1.1", ["Host: a b"]],
    ["an unclosed IPv6 literal", "GET /pricing HTTP/1.1", ["Host: [::1"]],
    ["a port out of range", "GET /pricing HTTP/1.1", ["Host: x:99999"]],
    ["an empty Host", "GET /pricing HTTP/1.1", ["Host: "]],
    ["two Host headers", "GET /pricing HTTP/1.1", ["Host: localhost", "host: localhost"]],
    ["no Host (HTTP/1.0)", "GET /pricing HTTP/1.0", []],
    ["a bad X-Forwarded-Host", "GET /pricing HTTP/1.1", ["Host: localhost", "X-Forwarded-Host: ok.example, x:99999"]],
    ["a bad X-Forwarded-Proto", "GET /pricing HTTP/1.1", ["Host: localhost", "X-Forwarded-Proto: a b, https"]],
    ["an X-Forwarded-Proto of another scheme", "GET /pricing HTTP/1.1", ["Host: localhost", "X-Forwarded-Proto: ftp"]],
  ])("answers %s 400, before the method is looked at", async (_name, requestLine, headers) => {
    const answer = await send(requestLine, headers);
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/\r\nCache-Control: no-store\r\n/i);
  });

  it("says why in the API's envelope under /api/", async () => {
    const answer = await rawRequest(url, "GET /api/availability HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n");
    expect(answer.status).toBe(400);
    expect(answer.head).toMatch(/\r\nContent-Type: application\/json/i);
  });

  it("answers CONNECT 405, closes the connection, and logs one warning", async () => {
    const answer = await rawRequest(url, "CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n");
    expect(answer.status).toBe(405);
    expect(answer.head).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    expect(answer.closed).toBe(true);
    expect(warnings).toEqual([expect.objectContaining({ level: 40, req: { method: "CONNECT", url: "evil.example:443" }, res: { statusCode: 405 } })]);
  });

});
