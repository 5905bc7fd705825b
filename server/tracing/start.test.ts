import { describe, expect, it } from "vitest";
import { parseEnv } from "#app/env.server.ts";
import { errorType, startTracing, statementSummary } from "./start.ts";

describe("tracing", () => {
  it("is off, and loads nothing, without OTEL_EXPORTER_OTLP_ENDPOINT", async () => {
    expect(await startTracing(parseEnv({}))).toBeUndefined();
  });

  it("names a statement's span by its operation and first table", () => {
    expect(statementSummary('select "slug", "title" from "blog_posts" where "blog_posts"."slug" = $1')).toBe("SELECT blog_posts");
    expect(statementSummary('insert into "leads" ("id", "first_name") values ($1, $2)')).toBe("INSERT leads");
    expect(statementSummary('update "outbox" set "status" = $1')).toBe("UPDATE outbox");
    expect(statementSummary("begin")).toBe("BEGIN");
  });

  it("says what failed by its code, never its message, which may quote an address", () => {
    const refused = Object.assign(new Error("550 5.1.1 <ada@engines.example>: Recipient address rejected"), { code: "EENVELOPE" });
    expect(errorType(refused)).toBe("EENVELOPE");
    expect(errorType(Object.assign(new Error('invalid input syntax for type uuid: "x"'), { code: "22P02" }))).toBe("22P02");
    expect(errorType(new TypeError("boom"))).toBe("TypeError");
  });
});
