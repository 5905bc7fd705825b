import { describe, expect, it } from "vitest";
import { pageCount, pagerItems, pageWindow, parsePageNumber, splitWindow } from "./paging.ts";

describe("page numbers", () => {
  it("reads only a positive whole number written plainly", () => {
    expect(parsePageNumber("1")).toBe(1);
    expect(parsePageNumber("167")).toBe(167);
    for (const text of ["", "0", "-1", "+2", "1.5", "02", "1e3", "two", " 2", "2 ", "1234567890"]) {
      expect(parsePageNumber(text), text).toBeNull();
    }
  });
});

describe("page windows", () => {
  it("counts pages, the first holding its lead items more, and never fewer than one", () => {
    expect(pageCount(0, 12)).toBe(1);
    expect(pageCount(12, 12)).toBe(1);
    expect(pageCount(13, 12)).toBe(2);
    // The featured article rides above page 1's twelve cards.
    expect(pageCount(13, 12, 1)).toBe(1);
    expect(pageCount(14, 12, 1)).toBe(2);
    expect(pageCount(2002, 12, 1)).toBe(167);
  });

  it("places each page after the first's lead", () => {
    expect(pageWindow(1, 12)).toEqual({ start: 0, end: 12 });
    expect(pageWindow(3, 12)).toEqual({ start: 24, end: 36 });
    expect(pageWindow(1, 12, 1)).toEqual({ start: 0, end: 13 });
    expect(pageWindow(2, 12, 1)).toEqual({ start: 13, end: 25 });
  });

  it("splits a window between the in-memory head and the database rows", () => {
    // Two pinned articles, then posts.
    expect(splitWindow({ start: 0, end: 13 }, 2)).toEqual({ head: { start: 0, end: 2 }, tail: { offset: 0, limit: 11 } });
    expect(splitWindow({ start: 13, end: 25 }, 2)).toEqual({ head: { start: 2, end: 2 }, tail: { offset: 11, limit: 12 } });
    // A window inside the head reads no rows.
    expect(splitWindow({ start: 0, end: 2 }, 5)).toEqual({ head: { start: 0, end: 2 }, tail: { offset: 0, limit: 0 } });
    expect(splitWindow({ start: 3, end: 8 }, 5)).toEqual({ head: { start: 3, end: 5 }, tail: { offset: 0, limit: 3 } });
  });

  it("covers every position exactly once from page to page", () => {
    const seen: number[] = [];
    const count = 50;
    for (let page = 1; page <= pageCount(count, 12, 1); page += 1) {
      const { head, tail } = splitWindow(pageWindow(page, 12, 1), 2);
      for (let i = head.start; i < head.end; i += 1) seen.push(i);
      for (let i = tail.offset; i < Math.min(tail.offset + tail.limit, count - 2); i += 1) seen.push(2 + i);
    }
    expect(seen).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});

describe("pager items", () => {
  it("lists every page of a short list", () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps seven items: the ends, the current page with its neighbours, and gaps", () => {
    expect(pagerItems(1, 167)).toEqual([1, 2, 3, 4, 5, "gap", 167]);
    expect(pagerItems(4, 167)).toEqual([1, 2, 3, 4, 5, "gap", 167]);
    expect(pagerItems(5, 167)).toEqual([1, "gap", 4, 5, 6, "gap", 167]);
    expect(pagerItems(50, 167)).toEqual([1, "gap", 49, 50, 51, "gap", 167]);
    expect(pagerItems(164, 167)).toEqual([1, "gap", 163, 164, 165, 166, 167]);
    expect(pagerItems(167, 167)).toEqual([1, "gap", 163, 164, 165, 166, 167]);
    expect(pagerItems(4, 8)).toEqual([1, 2, 3, 4, 5, "gap", 8]);
    expect(pagerItems(5, 8)).toEqual([1, "gap", 4, 5, 6, 7, 8]);
  });
});
