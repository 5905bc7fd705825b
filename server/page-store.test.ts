import { describe, expect, it } from "vitest";
import { createPageStore, type PageStoreLimits, sizeOf, type StoredPage } from "./page-store.ts";

const limits: PageStoreLimits = { entries: 5, bytes: 1000, lifetimeSeconds: 600, admission: { seenKeys: 3, windowSeconds: 60 } };

function setUp() {
  let clock = 0;
  const store = createPageStore({ limits, now: () => clock });
  const page = (bytes = 30): StoredPage => {
    const bodies = { br: Buffer.alloc(bytes / 3), gzip: Buffer.alloc(bytes / 3), identity: Buffer.alloc(bytes / 3) };
    return { generation: store.generation(), storedAt: clock, contentType: "text/html", scriptHashes: [], tag: "t", bodies, size: sizeOf(bodies), recompressed: false };
  };
  return { store, page, tick: (ms: number) => (clock += ms) };
}

const fixed = (key: string) => ({ key, fixed: true });
const parameterised = (key: string) => ({ key, fixed: false });

describe("page store admission", () => {
  it("admits a fixed address at once and a parameterised key on its second request within the window", () => {
    const { store, tick } = setUp();
    expect(store.admits(fixed("/pricing"))).toBe(true);
    expect(store.admits(parameterised("/blog?q=a"))).toBe(false);
    expect(store.admits(parameterised("/blog?q=a"))).toBe(true);
    expect(store.admits(parameterised("/blog?q=b"))).toBe(false);
    tick(61_000);
    expect(store.admits(parameterised("/blog?q=b"))).toBe(false);
    expect(store.admits(parameterised("/blog?q=b"))).toBe(true);
  });

  it("remembers at most `seenKeys` keys seen once, the oldest forgotten first", () => {
    const { store } = setUp();
    for (const q of ["a", "b", "c", "d"]) store.admits(parameterised(`/blog?q=${q}`));
    expect(store.stats().seenKeys).toBe(3);
    expect(store.admits(parameterised("/blog?q=a"))).toBe(false);
    expect(store.admits(parameterised("/blog?q=d"))).toBe(true);
  });
});

describe("page store eviction", () => {
  it("evicts parameterised pages, least recently used first, before any fixed address", () => {
    const { store, page } = setUp();
    store.keep(fixed("/pricing"), page());
    store.keep(fixed("/blog"), page());
    for (let n = 0; n < 20; n++) store.keep(parameterised(`/blog?q=${n}`), page());
    expect(store.get(fixed("/pricing"))).toBeDefined();
    expect(store.get(fixed("/blog"))).toBeDefined();
    expect(store.stats()).toMatchObject({ entries: 5, parameterisedEntries: 3, bytes: 150 });
    expect(store.get(parameterised("/blog?q=19"))).toBeDefined();
    expect(store.get(parameterised("/blog?q=16"))).toBeUndefined();
  });

  it("holds the byte bound: a parameterised page that does not fit beside the fixed ones is not kept", () => {
    const { store, page } = setUp();
    store.keep(fixed("/blog"), page(900));
    expect(store.keep(parameterised("/blog?q=e"), page(300))).toBe(false);
    expect(store.get(fixed("/blog"))).toBeDefined();
    expect(store.stats().bytes).toBe(900);
  });

  it("drops a page rendered before a change, and every page on a change or past its lifetime", () => {
    const { store, page, tick } = setUp();
    const before = page();
    store.clear();
    expect(store.keep(fixed("/pricing"), before)).toBe(false);
    store.keep(fixed("/pricing"), page());
    tick(601_000);
    expect(store.get(fixed("/pricing"))).toBeUndefined();
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
  });
});

describe("page store recompression", () => {
  it("offers the fixed addresses first, swaps in smaller bytes only, and ignores a page no longer stored", () => {
    const { store, page } = setUp();
    const search = page();
    const pricing = page();
    store.keep(parameterised("/blog?q=a"), search);
    store.keep(fixed("/pricing"), pricing);
    expect(store.nextToRecompress()).toEqual({ key: "/pricing", page: pricing });

    store.recompressed("/pricing", pricing, { br: Buffer.alloc(4), gzip: Buffer.alloc(20) });
    const swapped = store.get(fixed("/pricing"))!;
    expect(swapped.bodies.br.length).toBe(4);
    expect(swapped.bodies.gzip.length).toBe(10);
    expect(swapped.tag).toBe(pricing.tag);
    expect(store.stats().bytes).toBe(30 + 4 + 10 + 10);
    expect(store.nextToRecompress()).toEqual({ key: "/blog?q=a", page: search });

    store.clear();
    store.recompressed("/blog?q=a", search, { br: Buffer.alloc(1), gzip: Buffer.alloc(1) });
    expect(store.stats()).toMatchObject({ entries: 0, bytes: 0 });
    expect(store.nextToRecompress()).toBeUndefined();
  });
});
