import { describe, expect, it } from "vitest";
import { mailtoHref, pathHref, queryHref, telHref } from "./href.ts";

describe("mailtoHref", () => {
  it("keeps a plain address readable", () => {
    expect(mailtoHref("sales@lumenguard.example")).toBe("mailto:sales@lumenguard.example");
  });

  it("cannot be turned into extra recipients or a pre-filled message", () => {
    const href = mailtoHref("lead@corp.example?cc=spy%40evil.example&bcc=x@evil.example&body=Wire the money");
    const url = new URL(href);
    expect(url.search).toBe("");
    expect(href).not.toMatch(/[?&](cc|bcc|body)=/);
    expect(decodeURIComponent(url.pathname)).toBe("lead@corp.example?cc=spy%40evil.example&bcc=x@evil.example&body=Wire the money");
  });

  it("encodes the subject and body fields and leaves out empty ones", () => {
    expect(mailtoHref("a@b.example", { subject: "Q&A? 100% #1", body: "" })).toBe("mailto:a@b.example?subject=Q%26A%3F%20100%25%20%231");
  });
});

describe("telHref", () => {
  it("keeps the digits and a leading plus", () => {
    expect(telHref("+1 (617) 555-0100")).toBe("tel:+16175550100");
    expect(telHref("617.555.0100 ext 3")).toBe("tel:61755501003");
  });

  it("refuses what is not a number to call", () => {
    expect(telHref("call me")).toBeNull();
    expect(telHref("javascript:alert(1)")).toBeNull();
  });
});

describe("pathHref and queryHref", () => {
  it("keeps each value inside its segment or parameter", () => {
    expect(pathHref("/blog", "a/b?c#d")).toBe("/blog/a%2Fb%3Fc%23d");
    expect(queryHref("/admin/blog", { edit: "x&new=1#y" })).toBe("/admin/blog?edit=x%26new%3D1%23y");
    expect(queryHref("/admin/leads", { kind: null, page: 2, view: "" })).toBe("/admin/leads?page=2");
    expect(queryHref("/admin/leads", {})).toBe("/admin/leads");
  });
});
