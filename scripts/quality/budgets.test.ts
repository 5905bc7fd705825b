import { describe, expect, it } from "vitest";
import { BUDGETS, budgetViolations } from "./budgets.ts";
import { scriptUrlsIn } from "./first-load-js.ts";

describe("budget checker", () => {
  const within = {
    routes: [{ path: "/", gzipBytes: 100 * 1024, files: ["/assets/a.js"], hydrates: false, htmlBytes: 90 * 1024 }],
    cssGzipBytes: 10 * 1024,
    images: [{ file: "a.png", bytes: 1000 }],
  };

  it("passes a site within every budget", () => {
    expect(budgetViolations(within)).toEqual([]);
  });

  it("holds every public page to the issue's limits, hydrated or not, and the admin to its own", () => {
    const { public: publicLimit, admin } = BUDGETS.firstLoadJs;
    const page = (path: string, hydrates: boolean, gzipBytes: number, fileCount: number) => ({
      path,
      gzipBytes,
      files: Array.from({ length: fileCount }, (_, i) => `/assets/${i}.js`),
      hydrates,
      htmlBytes: 50 * 1024,
    });
    const atLimit = [page("/static", false, publicLimit.bytes, publicLimit.files), page("/hydrated", true, publicLimit.bytes, publicLimit.files)];
    expect(budgetViolations({ ...within, routes: atLimit })).toEqual([]);
    expect(budgetViolations({ ...within, routes: [page("/hydrated", true, publicLimit.bytes + 1, publicLimit.files + 1)] })).toEqual([
      "/hydrated: first-load JS 110.0 KB > 110.0 KB",
      "/hydrated: 13 script files > 12",
    ]);
    expect(budgetViolations({ ...within, routes: [page("/admin/leads", true, admin.bytes, admin.files)] })).toEqual([]);
    expect(budgetViolations({ ...within, routes: [page("/administer", true, publicLimit.bytes + 1, 1)] })).toHaveLength(1);
  });

  it("fails each kind of breach and names it", () => {
    const { bytes, files } = BUDGETS.firstLoadJs.public;
    const violations = budgetViolations({
      routes: [
        { path: "/heavy", gzipBytes: bytes + 1, files: Array.from({ length: files + 1 }, (_, i) => `/assets/${i}.js`), hydrates: true, htmlBytes: BUDGETS.publicHtmlBytes + 1 },
        // The admin's pages are held to their script budget only.
        { path: "/admin/leads", gzipBytes: 7 * 1024, files: ["/assets/e.js"], hydrates: true, htmlBytes: 2 * BUDGETS.publicHtmlBytes },
      ],
      cssGzipBytes: BUDGETS.totalCssBytes + 1,
      images: [{ file: "hero.png", bytes: BUDGETS.imageBytes + 1 }],
    });
    expect(violations).toHaveLength(5);
    expect(violations[0]).toMatch(/^\/heavy: first-load JS 110\.0 KB > 110\.0 KB$/);
    expect(violations[1]).toBe("/heavy: 13 script files > 12");
    expect(violations[2]).toBe("/heavy: HTML 300.0 KB > 300.0 KB");
    expect(violations[3]).toMatch(/^CSS /);
    expect(violations[4]).toMatch(/^hero\.png: /);
  });
});

describe("scriptUrlsIn", () => {
  it("finds scripts, modulepreloads and inline module imports, same-origin only", () => {
    const html = `<link rel="modulepreload" href="/assets/a.js"/><script src="/assets/b.js"></script>
      <script type="module">import "/assets/c.js"; import * as r from "/assets/d.js";</script>
      <script>{const s=document.createElement("script");s.src="/assets/e.js";document.head.appendChild(s)}</script>
      <script src="https://cdn.example/x.js"></script>`;
    expect(scriptUrlsIn(html).sort()).toEqual(["/assets/a.js", "/assets/b.js", "/assets/c.js", "/assets/d.js", "/assets/e.js"]);
  });
});
