import { describe, expect, it } from "vitest";
import { suppresses } from "./suppressions.server.ts";
import { VISITOR_TEMPLATES } from "./outbox.server.ts";

describe("suppresses (what a suppression keeps from a mailbox)", () => {
  it("a bounce: every visitor template", () => {
    for (const template of VISITOR_TEMPLATES) expect(suppresses("bounce", template), template).toBe(true);
  });

  it("an unsubscribe: the newsletter's mail only, never a booking's or a requested datasheet", () => {
    const kept = VISITOR_TEMPLATES.filter((template) => suppresses("unsubscribe", template));
    expect(kept).toEqual(["newsletter-confirmation"]);
  });

  it("no suppression: nothing", () => {
    expect(VISITOR_TEMPLATES.some((template) => suppresses(undefined, template))).toBe(false);
  });
});
