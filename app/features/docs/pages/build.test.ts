import { cp, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { brand, links } from "#app/config/site.ts";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import type { DocsNavItem } from "#app/features/docs/content-model.ts";
import { buildDocsPages } from "./build.ts";

let dir: string;
beforeEach(async () => {
  // The real docs, in a folder the test may add to.
  dir = await mkdtemp(path.join(tmpdir(), "lumenguard-docs-content-"));
  await cp("content/docs", dir, { recursive: true });
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const page = (front: string, body: string) => `---\n${front}\n---\n\n${body}\n`;
const add = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
  await writeFile(path.join(dir, file), text);
};
const titles = (items: readonly DocsNavItem[]): unknown[] => items.map((item) => (item.kind === "page" ? item.title : { [item.title]: titles(item.items) }));
const section = (items: readonly DocsNavItem[], title: string) => items.find((item) => item.kind === "section" && item.title === title) as Extract<DocsNavItem, { kind: "section" }>;

describe("the docs built from content/docs/", () => {
  it("are the tree of the repository's pages, the server's bundle", async () => {
    expect(titles(docsBundle.pages.nav)).toEqual([
      "Introduction",
      { Guides: ["Overview", "Trust Scores from code", "Managing policies as code"] },
      { Deployment: ["Overview", "Upgrading", "Sizing and availability"] },
    ]);
    expect(docsBundle.pages.pages.map((built) => built.href)).toEqual([
      "/docs",
      "/docs/guides",
      "/docs/guides/trust-score-api",
      "/docs/guides/policies-as-code",
      "/docs/deployment",
      "/docs/deployment/upgrading",
      "/docs/deployment/sizing",
    ]);
    expect(await buildDocsPages(dir)).toEqual(docsBundle.pages);
  });

  it("give the deep page the search test opens at its section", () => {
    const rollback = docsBundle.pages.searchDocuments.find((document) => document.id === "/docs/deployment/upgrading#rolling-back-an-upgrade");
    expect(rollback).toMatchObject({ href: "/docs/deployment/upgrading#rolling-back-an-upgrade", title: "Upgrading", section: "Rolling back an upgrade", kind: "page" });
    expect(rollback!.text).toContain("helm rollback");
  });

  it("give assistants /docs's Markdown with site.ts's values where the file has variables", () => {
    const { title, markdown } = docsBundle.pages.pages[0]!;
    expect(title).toBe(`${brand.name} Platform Documentation`);
    expect(markdown).toMatch(new RegExp(`^# ${brand.name} Platform Documentation\n`));
    expect(markdown).toContain(`open a ticket at ${links.supportDesk}.`);
    expect(markdown).toContain(`href="${links.supportDesk}"`);
    expect(markdown).toContain("LUMENGUARD_API_KEY: ${{ secrets.LUMENGUARD_API_KEY }}");
    expect(markdown).not.toMatch(/\{\{\s*(?:brand|addresses|links)\.|\\\{\{/);
  });
});

describe("adding a Markdown file", () => {
  it("adds a page, its sidebar entry, its place among its neighbours and its search entries, with no code change", async () => {
    const before = await buildDocsPages(dir);
    await add(
      "deployment/backups.md",
      page(
        "title: Backing up the platform\nsidebarTitle: Backups\ndescription: What to back up, how often, and how to restore it.\norder: 3",
        "Back up the database every night.\n\n## Restore a backup {#restore}\n\nRun `pg_restore` into an empty database.\n\n## Test your backups\n\nRestore one every quarter.",
      ),
    );
    const after = await buildDocsPages(dir);

    expect(before.pages.some((built) => built.href === "/docs/deployment/backups")).toBe(false);
    const backups = after.pages.find((built) => built.href === "/docs/deployment/backups");
    expect(backups).toMatchObject({
      path: "deployment/backups",
      markdownHref: "/docs/deployment/backups.md",
      sourcePath: "content/docs/deployment/backups.md",
      title: "Backing up the platform",
      breadcrumb: [{ title: "Deployment", href: "/docs/deployment" }],
      previous: { title: "Sizing and high availability", href: "/docs/deployment/sizing" },
      next: undefined,
      outline: [
        { id: "restore", title: "Restore a backup", children: [] },
        { id: "test-your-backups", title: "Test your backups", children: [] },
      ],
    });
    expect(backups!.markdown).toMatch(/^# Backing up the platform\n\n> What to back up, how often, and how to restore it\.\n\nBack up the database every night\./);
    expect(after.pages.find((built) => built.href === "/docs/deployment/sizing")!.next).toEqual({ title: "Backing up the platform", href: "/docs/deployment/backups" });

    expect(section(after.nav, "Deployment").items.at(-1)).toEqual({ kind: "page", title: "Backups", href: "/docs/deployment/backups", icon: "book" });

    const added = after.searchDocuments.filter((document) => !before.searchDocuments.some((old) => old.id === document.id));
    expect(added).toEqual([
      { id: "/docs/deployment/backups", href: "/docs/deployment/backups", title: "Backing up the platform", text: "What to back up, how often, and how to restore it. Back up the database every night.", kind: "page" },
      { id: "/docs/deployment/backups#restore", href: "/docs/deployment/backups#restore", title: "Backing up the platform", section: "Restore a backup", text: "Run pg_restore into an empty database.", kind: "page" },
      { id: "/docs/deployment/backups#test-your-backups", href: "/docs/deployment/backups#test-your-backups", title: "Backing up the platform", section: "Test your backups", text: "Restore one every quarter.", kind: "page" },
    ]);
  });

  it("in a new folder makes a new section, placed and titled by the folder's index.md", async () => {
    await add("security/index.md", page("title: Security\nsidebarTitle: Overview\ndescription: How the platform protects your data.\norder: 15\nicon: shield", "Intro."));
    await add("security/sso.md", page("title: Single sign-on\ndescription: Connect your identity provider.", "Text."));
    await add("security/audit-log.md", page("title: Audit log\ndescription: What is recorded.", "Text."));
    const { nav } = await buildDocsPages(dir);
    expect(titles(nav).map((item) => (typeof item === "string" ? item : Object.keys(item as object)[0]))).toEqual(["Introduction", "Guides", "Security", "Deployment"]);
    // The index first, then pages without an order by title.
    expect(section(nav, "Security")).toMatchObject({ icon: "shield", href: "/docs/security", items: [{ title: "Overview" }, { title: "Audit log" }, { title: "Single sign-on" }] });
  });

  it("without an index.md, the folder's name titles its section", async () => {
    await add("getting-started/first-steps.md", page("title: First steps\ndescription: Begin here.", "Text."));
    const { nav, pages } = await buildDocsPages(dir);
    expect(section(nav, "Getting started")).toMatchObject({ href: "/docs/getting-started/first-steps", items: [{ title: "First steps" }] });
    expect(pages.find((built) => built.path === "getting-started/first-steps")!.breadcrumb).toEqual([{ title: "Getting started", href: "/docs/getting-started/first-steps" }]);
  });

  it("that is not Markdown (the OpenAPI document) adds nothing", async () => {
    await add("api/openapi.yaml", "openapi: 3.1.0\n");
    expect((await buildDocsPages(dir)).pages).toHaveLength(docsBundle.pages.pages.length);
  });

  it("is refused where it could not be a page, naming the file", async () => {
    await add("Deployment/Rollbacks.md", page("title: T\ndescription: D", "Text."));
    await expect(buildDocsPages(dir)).rejects.toThrow(/content\/docs\/Deployment\/Rollbacks\.md: "Deployment" cannot be part of a docs address/);
    await rm(path.join(dir, "Deployment"), { recursive: true });

    for (const reserved of ["api/errors.md", "search.md"]) {
      await add(reserved, page("title: T\ndescription: D", "Text."));
      await expect(buildDocsPages(dir)).rejects.toThrow(/belongs to another part of the docs/);
      await rm(path.join(dir, reserved));
    }

    await add("guides/broken.md", page("title: Broken\ndescription: D", ":::tip\nNo such directive.\n:::"));
    await expect(buildDocsPages(dir)).rejects.toThrow(/^content\/docs\/guides\/broken\.md:6:1: Unknown directive :::tip/);
    await rm(path.join(dir, "guides/broken.md"));

    await rm(path.join(dir, "index.md"));
    await expect(buildDocsPages(dir)).rejects.toThrow(/index\.md is missing/);
  });
});
