// The glossary and the testimonials as site content, on both engines: today's copy seeded once,
// terms in dictionary order whatever order they were added in, related terms resolved to the live
// terms they name, and each page's quotes in the editors' order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { glossaryTerms, groupTermsByLetter } from "#app/content/glossary.ts";
import { homeTestimonials } from "#app/content/home.ts";
import { aboutTestimonials } from "#app/content/testimonials.ts";
import { createOrResetAdmin } from "#app/features/admin/admins.server.ts";
import type { AuditActor } from "#app/features/audit/audit.server.ts";
import type { DatabaseHandle } from "#db/index.ts";
import { siteContentSeeds, siteEntries } from "#db/schema.ts";
import { testDatabaseTargets } from "#db/test-databases.ts";
import { collections } from "./collections.ts";
import { createEntry, EntrySaveError, listEntries, moveEntry } from "./entries.server.ts";
import { parseEntry, type EntryInput } from "./entry-form.ts";
import { liveGlossary, liveTestimonials } from "./public.server.ts";
import { seedSiteContent } from "./seed.server.ts";
import { silentLogger } from "#tests/integration/support/lead-api-harness.ts";

const shown = (data: Record<string, string>, published = true): EntryInput => ({ data, published, showFrom: null, showUntil: null });
const term = (name: string, anchor: string, related = "", published = true) => shown({ term: name, slug: anchor, definition: `What ${name} means.`, related }, published);
const quote = (person: string, place: string, company = "") => shown({ quote: `${person} liked it.`, person, role: "CISO", company, place });

describe.each(testDatabaseTargets())("glossary and testimonials on $name", ({ open }) => {
  let handle: DatabaseHandle;
  const contentSource = () => ({ db: handle.db, logger: silentLogger });
  let ada: AuditActor;
  beforeAll(async () => {
    handle = await open();
    const { admin } = await createOrResetAdmin(handle.db, "ada@lumenguard.example", "a long and careful passphrase");
    ada = { adminId: admin.id, email: admin.email };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await handle.db.delete(siteEntries);
    await handle.db.delete(siteContentSeeds);
  });

  it("seeds today's glossary and quotes once, each page's quotes where they were", async () => {
    await seedSiteContent(handle.db);
    expect(await liveGlossary(contentSource())).toEqual(glossaryTerms);
    expect(await liveTestimonials(contentSource(), "home")).toEqual(homeTestimonials);
    expect(await liveTestimonials(contentSource(), "about")).toEqual(aboutTestimonials);
    const [first] = await listEntries(handle.db, collections.testimonials);
    expect(first!.data).toMatchObject({ person: "Daniel K.", role: "Chief Information Security Officer", company: "regional bank", place: "both" });

    await handle.db.delete(siteEntries);
    expect(await seedSiteContent(handle.db)).toBe(0);
    expect(await liveGlossary(contentSource())).toEqual([]);
  });

  it("keeps terms in dictionary order, without case, whatever order they came in", async () => {
    for (const [name, anchor] of [["Zero Trust", "zero-trust"], ["agent", "agent"], ["Zero-Shot", "zero-shot"], ["Bot", "bot"]] as const) {
      await createEntry(handle.db, collections.glossary, term(name, anchor), ada);
    }
    expect((await liveGlossary(contentSource())).map((item) => item.term)).toEqual(["agent", "Bot", "Zero Trust", "Zero-Shot"]);
    const [agent] = await listEntries(handle.db, collections.glossary);
    expect(await moveEntry(handle.db, collections.glossary, agent!.id, "down", ada)).toBe(false);
  });

  it("lists accented and lower-case terms in one order in the admin and on the glossary page", async () => {
    const names = ["Zero-Shot", "eval", "Éclair", "Agent Memory", "zebra", "Zero Trust", "agent", "Örnek", "Oversight"];
    for (const [index, name] of names.entries()) await createEntry(handle.db, collections.glossary, term(name, `term-${index}`), ada);
    const admin = (await listEntries(handle.db, collections.glossary)).map((entry) => entry.data.term);
    const page = groupTermsByLetter(await liveGlossary(contentSource())).flatMap((group) => group.terms.map((item) => item.term));
    expect(page).toEqual(admin);
    expect(admin).toEqual(["agent", "Agent Memory", "Éclair", "eval", "Örnek", "Oversight", "zebra", "Zero Trust", "Zero-Shot"]);
  });

  it("gives each term an anchor of its own: a second one, or one the page uses itself, is refused", async () => {
    await createEntry(handle.db, collections.glossary, term("Jailbreak", "jailbreak"), ada);
    const twin = createEntry(handle.db, collections.glossary, term("Jailbreaking", "jailbreak"), ada);
    await expect(twin).rejects.toBeInstanceOf(EntrySaveError);
    await expect(twin).rejects.toMatchObject({ field: "slug", message: "Another glossary term already has this anchor." });
    const ownId = parseEntry(collections.glossary, { term: "Main", slug: "main", definition: "The main thing.", related: "" });
    expect(ownId).toEqual({ ok: false, errors: { slug: "The page already uses this anchor for itself: choose another." } });
  });

  it("links the related terms that name a live term, by anchor or by name, once each; the others are left out", async () => {
    await createEntry(handle.db, collections.glossary, term("Prompt Injection", "prompt-injection", "jailbreak\nGUARDRAILS\nNo Such Term\nprompt-injection\nJailbreak\nDraft Term"), ada);
    await createEntry(handle.db, collections.glossary, term("Jailbreak", "jailbreak"), ada);
    await createEntry(handle.db, collections.glossary, term("Guardrails", "guardrails"), ada);
    await createEntry(handle.db, collections.glossary, term("Draft Term", "draft-term", "", false), ada);
    const terms = await liveGlossary(contentSource());
    expect(terms.map((item) => item.term)).toEqual(["Guardrails", "Jailbreak", "Prompt Injection"]);
    expect(terms[2]!.related).toEqual([
      { id: "jailbreak", term: "Jailbreak" },
      { id: "guardrails", term: "Guardrails" },
    ]);
    expect(terms[0]).not.toHaveProperty("related");
  });

  it("shows each page its quotes in the editors' order, the company after the role when given", async () => {
    const first = await createEntry(handle.db, collections.testimonials, quote("Ana", "home", "Northwind Bank"), ada);
    await createEntry(handle.db, collections.testimonials, quote("Ben", "both"), ada);
    await createEntry(handle.db, collections.testimonials, quote("Cy", "about"), ada);
    await createEntry(handle.db, collections.testimonials, { ...quote("Dee", "both"), published: false }, ada);
    expect(await liveTestimonials(contentSource(), "home")).toEqual([
      { quote: "Ana liked it.", author: "Ana", role: "CISO, Northwind Bank" },
      { quote: "Ben liked it.", author: "Ben", role: "CISO" },
    ]);
    expect((await liveTestimonials(contentSource(), "about")).map((item) => item.author)).toEqual(["Ben", "Cy"]);
    expect(await moveEntry(handle.db, collections.testimonials, first.id, "down", ada)).toBe(true);
    expect((await liveTestimonials(contentSource(), "home")).map((item) => item.author)).toEqual(["Ben", "Ana"]);
  });

  it("shows a customer's logo with its quote, named after the company", async () => {
    const logo = "/images/0123456789abcdef01234567-600x200.webp";
    await createEntry(handle.db, collections.testimonials, shown({ ...quote("Eve", "home", "Northwind Bank").data, logo }), ada);
    await createEntry(handle.db, collections.testimonials, shown({ ...quote("Fay", "home").data, logo }), ada);
    expect((await liveTestimonials(contentSource(), "home")).map((item) => item.logo)).toEqual([
      { src: logo, alt: "Northwind Bank logo" },
      { src: logo, alt: "" },
    ]);
  });
});
