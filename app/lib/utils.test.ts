import { describe, expect, it } from "vitest";
import { cn } from "./utils.ts";

describe("cn", () => {
  it("lets a later class override the component's default in the same group", () => {
    expect(cn("bg-primary text-primary-foreground h-9 px-4", "bg-brand-amber text-brand-ink h-11")).toBe(
      "px-4 bg-brand-amber text-brand-ink h-11",
    );
    expect(cn("font-medium", "font-normal")).toBe("font-normal");
    expect(cn("gap-2", "gap-1.5")).toBe("gap-1.5");
    expect(cn("mt-4", "-ml-3")).toBe("mt-4 -ml-3");
  });

  it("keeps text size and text colour apart", () => {
    expect(cn("text-sm text-muted-foreground", "text-destructive")).toBe("text-sm text-destructive");
    expect(cn("text-sm", "text-lg")).toBe("text-lg");
  });

  it("resolves shorthand against longhand and keeps variants separate", () => {
    expect(cn("px-4 py-2", "p-0")).toBe("p-0");
    expect(cn("p-4", "px-2")).toBe("p-4 px-2");
    expect(cn("bg-primary hover:bg-primary/90", "hover:bg-brand-amber/90")).toBe("bg-primary hover:bg-brand-amber/90");
    expect(cn("rounded-md", "rounded-full")).toBe("rounded-full");
    expect(cn("border border-input", "border-destructive")).toBe("border border-destructive");
  });

  it("reads variants with brackets and arbitrary values", () => {
    expect(cn("[&_svg:not([class*='size-'])]:size-4", "[&_svg:not([class*='size-'])]:size-5")).toBe("[&_svg:not([class*='size-'])]:size-5");
    expect(cn("data-[state=open]:bg-accent", "bg-muted")).toBe("data-[state=open]:bg-accent bg-muted");
    expect(cn("w-[min(34rem,90vw)]", "w-full")).toBe("w-full");
    expect(cn("text-center text-sm", "text-left")).toBe("text-center text-sm text-left");
    expect(cn("border-2 border-input", "border-t")).toBe("border-2 border-input border-t");
  });

  it("keeps classes it does not know, and falsy inputs vanish", () => {
    expect(cn("animate-spin", false, undefined, "sr-only")).toBe("animate-spin sr-only");
  });
});
