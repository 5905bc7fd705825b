import { describe, expect, it } from "vitest";
import { meetingTabFrom, searchWithoutType } from "./meeting-tabs.ts";

describe("Book a Meeting tabs", () => {
  it("reads all four fragments, the type parameter, and defaults to the demo", () => {
    expect(meetingTabFrom("#full-demo", "")).toBe("demo");
    expect(meetingTabFrom("#demo", "?type=discovery")).toBe("demo");
    expect(meetingTabFrom("#discovery-call", "")).toBe("discovery");
    expect(meetingTabFrom("#discovery", "")).toBe("discovery");
    expect(meetingTabFrom("", "?type=discovery")).toBe("discovery");
    expect(meetingTabFrom("#form", "?utm_source=x")).toBe("demo");
    expect(meetingTabFrom("", "")).toBe("demo");
  });

  it("drops only the type parameter", () => {
    expect(searchWithoutType("?type=discovery&utm_source=news")).toBe("?utm_source=news");
    expect(searchWithoutType("?type=discovery")).toBe("");
  });
});
