import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes, loadEntryThroughScriptElement } from "./strict-csp.ts";

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("inlineScriptHashes", () => {
  it("hashes each inline script's exact text, multi-byte characters included, once", () => {
    const html = `<script>window.a = "é";</script><p>x</p><script type="module" async="">import "/x.js";\n</script><script>window.a = "é";</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('window.a = "é";'), sha('import "/x.js";\n')]);
  });

  it("skips external scripts and JSON data blocks, which the policy does not govern", () => {
    const html = `<script src="/a.js"></script><script type="application/ld+json">{"@type":"Thing"}</script><script>run()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha("run()")]);
  });
});

describe("loadEntryThroughScriptElement", () => {
  it("turns the entry's dynamic import into a script element the hashed script creates", () => {
    const html = `<script type="module">window.m = 1;\nimport("/assets/entry.client-X.js");</script>`;
    const { html: out, rewritten } = loadEntryThroughScriptElement(html, "/assets/entry.client-X.js");
    expect(rewritten).toBe(true);
    expect(out).not.toContain("import(");
    expect(out).toContain('s.type="module";s.src="/assets/entry.client-X.js";document.head.appendChild(s)');
  });

  it("says so when the page has no such import", () => {
    expect(loadEntryThroughScriptElement("<p>feed</p>", "/assets/entry.client-X.js")).toEqual({ html: "<p>feed</p>", rewritten: false });
  });
});
