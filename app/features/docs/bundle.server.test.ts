import { describe, expect, it } from "vitest";
import { docsBundle } from "./bundle.server.ts";

describe("the docs bundle", () => {
  it("is built by the Vite plugin for the tests as for the server", () => {
    expect(docsBundle.search).toBeDefined();
  });
});
