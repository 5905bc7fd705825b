import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, schema, type DatabaseHandle } from "#db/index.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { getOrCreateSecret, randomKey } from "./app-secrets.server.ts";

describe.each(testDatabaseTargets())("app secrets on $name", ({ open }) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await open();
  });
  afterAll(() => handle.close());

  it("creates a secret once and returns the stored value afterwards", async () => {
    const first = await getOrCreateSecret(handle.db, "test_key", randomKey);
    expect(first.created).toBe(true);
    expect(first.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await getOrCreateSecret(handle.db, "test_key", () => "ignored");
    expect(again).toEqual({ value: first.value, created: false });
    const [row] = await handle.db.select().from(schema.appSecrets).where(eq(schema.appSecrets.name, "test_key"));
    expect(row?.value).toBe(first.value);
  });

  it("agrees on one value when first calls race", async () => {
    let counter = 0;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => getOrCreateSecret(handle.db, "test_race", () => `value-${counter++}`)),
    );
    expect(new Set(results.map((result) => result.value)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
  });
});

describe("app secrets across connections", () => {
  it("a second connection to the same data (as another process would) reads the value the first one stored", async () => {
    const { mkdtempSync } = await import("node:fs");
    const { tmpdir } = await import("node:os");
    const path = await import("node:path");
    const dataDir = mkdtempSync(path.join(tmpdir(), "secrets-"));
    const first = await openDatabase({ dataDir });
    const stored = await getOrCreateSecret(first.db, "test_shared", randomKey);
    await first.close();
    const second = await openDatabase({ dataDir });
    try {
      expect(await getOrCreateSecret(second.db, "test_shared", randomKey)).toEqual({ value: stored.value, created: false });
    } finally {
      await second.close();
    }
  });
});
