import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput } from "./instant-field.tsx";

describe("a moment's field", () => {
  it("gives back what the browser holds while a year is typed digit by digit", () => {
    for (const typed of ["0002-12-31T03:20", "0020-12-31T03:20", "0202-12-31T03:20", "2028-12-31T03:20"]) {
      expect(toLocalInput(fromLocalInput(typed))).toBe(typed);
    }
  });

  it("leaves an empty or unreadable value empty", () => {
    expect(fromLocalInput("")).toBe("");
    expect(toLocalInput("not a time")).toBe("");
  });
});
