import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { LinkChecker } from "linkinator";
import { budgetViolations } from "#scripts/quality/budgets.ts";
import { measureFirstLoadJs } from "#scripts/quality/first-load-js.ts";
import { expect, test } from "./fixtures.ts";
import { futureWeekday, longDate } from "./support/booking.ts";
import { htmlErrors } from "./support/html-validity.ts";
import { samplePaths } from "./sample-paths.ts";

const clientDir = path.resolve("build/client");

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((file) => path.join(dir, file))
    .filter((file) => statSync(file).isFile());
}

test.describe("quality gates", () => {
  test.describe.configure({ timeout: 180_000 });

  test("every route stays within the JS, CSS and image budgets", async ({ baseURL, request }) => {
    // A booking's own page exists once a booking does: make one (on a day no other spec books) and
    // measure its link too.
    const booked = await request.post("/api/functions/send-discovery-confirmation", {
      data: { firstName: "Bea", lastName: "Budget", email: "bea@budget.example", date: longDate(futureWeekday(38)), time: "2:00 PM", idempotencyKey: crypto.randomUUID() },
    });
    expect(booked.status()).toBe(200);
    const managePath = new URL(((await booked.json()) as { data: { booking: { manageUrl: string } } }).data.booking.manageUrl).pathname;
    const routes = [];
    for (const routePath of [...samplePaths, managePath]) routes.push(await measureFirstLoadJs(baseURL!, routePath));
    const files = filesUnder(clientDir);
    const cssGzipBytes = files
      .filter((file) => file.endsWith(".css"))
      .reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0);
    const images = files
      .filter((file) => /\.(png|jpe?g|webp|avif|gif|svg)$/i.test(file))
      .map((file) => ({ file: path.relative(clientDir, file), bytes: statSync(file).size }));
    expect(budgetViolations({ routes, cssGzipBytes, images })).toEqual([]);
  });

  test("every route's HTML is valid under the Nu HTML Checker", async ({ request }) => {
    const documents = [];
    for (const routePath of samplePaths) documents.push({ path: routePath, html: await (await request.get(routePath)).text() });
    expect(htmlErrors(documents)).toBe("");
  });

  test("a crawl of the site finds no broken internal links", async ({ baseURL }) => {
    const checker = new LinkChecker();
    const result = await checker.check({
      path: `${baseURL}/`,
      recurse: true,
      concurrency: 4,
      linksToSkip: (link: string) => Promise.resolve(!link.startsWith(baseURL!)),
    });
    const broken = result.links.filter((link) => link.state === "BROKEN").map((link) => `${link.status} ${link.url} (from ${link.parent})`);
    expect(broken).toEqual([]);
    expect(result.links.length).toBeGreaterThan(20);
  });
});
