import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

let close: (() => void) | undefined;
afterEach(() => close?.());

async function headersFor(trustProxy: boolean, requestHeaders: Record<string, string> = {}) {
  const app = express();
  app.set("trust proxy", trustProxy);
  app.use(securityHeaders);
  app.get("/", (_req, res) => res.send("ok"));
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
  const { port } = server.address() as AddressInfo;
  const response = await fetch(`http://127.0.0.1:${port}/`, { headers: requestHeaders });
  return response.headers;
}

describe("security headers", () => {
  it("sets a strict CSP with a fresh nonce and the other headers", async () => {
    const first = await headersFor(false);
    const csp = first.get("content-security-policy")!;
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]{24}'$/);
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval/);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'"]) {
      expect(csp).toContain(directive);
    }
    expect(first.get("x-content-type-options")).toBe("nosniff");
    expect(first.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(first.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(first.get("permissions-policy")).toContain("camera=()");
    const second = await headersFor(false);
    expect(second.get("content-security-policy")).not.toBe(csp);
  });

  it("sends HSTS only over HTTPS, believing X-Forwarded-Proto only behind a trusted proxy", async () => {
    expect((await headersFor(false)).get("strict-transport-security")).toBeNull();
    expect((await headersFor(false, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toBeNull();
    expect((await headersFor(true, { "x-forwarded-proto": "https" })).get("strict-transport-security")).toBe(
      "max-age=31536000; includeSubDomains",
    );
  });

  it("allows a stored page's scripts by their hashes with 'strict-dynamic', never by 'unsafe-inline'", () => {
    const csp = contentSecurityPolicy({ hashes: ["sha256-AAA=", "sha256-BBB="] }, true);
    const scriptSrc = csp.split("; ").find((d) => d.startsWith("script-src"))!;
    expect(scriptSrc).toBe("script-src 'self' 'sha256-AAA=' 'sha256-BBB=' 'strict-dynamic'");
    expect(scriptSrc).not.toMatch(/unsafe|nonce/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
  });
});
