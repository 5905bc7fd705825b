import { describe, expect, it } from "vitest";
import { errorStack } from "./error-stack.ts";

describe("errorStack", () => {
  it("gives a thrown error's stack", () => {
    const stack = errorStack(new Error("loader broke"));
    expect(stack).toMatch(/^Error: loader broke\n/);
    expect(stack).toContain("error-stack.test.ts");
  });

  it("gives nothing for a thrown response such as a 404, or no error", () => {
    expect(errorStack({ status: 404, statusText: "Not Found", internal: false, data: null })).toBeNull();
    expect(errorStack(undefined)).toBeNull();
  });
});
