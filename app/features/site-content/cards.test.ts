// The `cards` field's one parser (what the form accepts and says), and a landing page's settings in its texts.
import { describe, expect, it } from "vitest";
import { landingText, landingTextPieces } from "#app/features/landing/landing-text.ts";
import { MAX_CARDS, MAX_FEATURES, parseCards } from "./cards.ts";
import { collections } from "./collections.ts";
import { emptyEntryValues, parseEntry } from "./entry-form.ts";

describe("parseCards", () => {
  it("reads one card a line, trimmed, skipping blank lines", () => {
    expect(parseCards(" search | Free audit |  Scored at no cost. \n\n timer|45 minutes|Live.", "text", "Benefit cards")).toEqual({
      ok: true,
      cards: [
        { icon: "search", title: "Free audit", text: "Scored at no cost.", features: [] },
        { icon: "timer", title: "45 minutes", text: "Live.", features: [] },
      ],
    });
    expect(parseCards("eye | Observability | Audit trail | Alerts", "features", "Feature cards")).toEqual({
      ok: true,
      cards: [{ icon: "eye", title: "Observability", text: "", features: ["Audit trail", "Alerts"] }],
    });
  });

  it("names the line and what is wrong with it", () => {
    expect(parseCards("search | A | B\nsheild | Title | Text", "text", "Benefit cards")).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^Benefit cards, line 2: “sheild” is not one of the icons \(search, timer, .*gift\)\.$/),
    });
    expect(parseCards("Search | A | B", "text", "Benefit cards")).toMatchObject({ ok: false, message: expect.stringContaining("“Search” is not one of the icons") });
    expect(parseCards("search |  | B", "text", "Benefit cards")).toEqual({ ok: false, message: "Benefit cards, line 1: write the card as “icon | Title | Text”; its title is missing." });
    expect(parseCards("search | Title", "text", "Benefit cards")).toEqual({
      ok: false,
      message: "Benefit cards, line 1: write the card as “icon | Title | Text”, with one text after the title.",
    });
    expect(parseCards("search | Title | One | Two", "text", "Benefit cards")).toMatchObject({ ok: false, message: expect.stringContaining("with one text after the title") });
    expect(parseCards("eye | Title | One || Three", "features", "Feature cards")).toEqual({
      ok: false,
      message: "Feature cards, line 1: write the card as “icon | Title | Feature | Feature …”, each feature non-empty.",
    });
    expect(parseCards("<b>bold</b> | Title | Text", "text", "Benefit cards")).toMatchObject({ ok: false });
  });

  it("keeps to its limits", () => {
    const line = "search | Title | Text";
    expect(parseCards(Array(MAX_CARDS).fill(line).join("\n"), "text", "Benefit cards").ok).toBe(true);
    expect(parseCards(Array(MAX_CARDS + 1).fill(line).join("\n"), "text", "Benefit cards")).toEqual({ ok: false, message: `Benefit cards may hold at most ${MAX_CARDS} cards, one a line.` });
    const features = (count: number) => ["eye", "Title", ...Array.from({ length: count }, (_, index) => `Feature ${index}`)].join(" | ");
    expect(parseCards(features(MAX_FEATURES), "features", "Feature cards").ok).toBe(true);
    expect(parseCards(features(MAX_FEATURES + 1), "features", "Feature cards")).toEqual({ ok: false, message: `Feature cards, line 1: a card lists at most ${MAX_FEATURES} features.` });
  });
});

describe("a landing page's cards in the entry form", () => {
  const landing = collections.landing;
  const valid = { ...emptyEntryValues(landing), headline: "Winter webinar", subheading: "Join us.", slug: "winter", form: "demo", campaign: "Winter", indexing: "index" };

  it("stores the cards one a line, as typed, and leaves them optional", () => {
    expect(parseEntry(landing, valid).ok).toBe(true);
    const parsed = parseEntry(landing, { ...valid, benefits: "  search | Audit | Free.\r\n\r\n  map | Roadmap | Next quarter.  " });
    expect(parsed.ok && parsed.input.data.benefits).toBe("search | Audit | Free.\nmap | Roadmap | Next quarter.");
  });

  it("refuses a card it cannot read with the parser's message, under the field", () => {
    expect(parseEntry(landing, { ...valid, contents: "eye | Observability" })).toEqual({
      ok: false,
      errors: { contents: "Feature cards, line 1: write the card as “icon | Title | Feature | Feature …”, each feature non-empty." },
    });
    expect(parseEntry(landing, { ...valid, formAnchor: "main" })).toMatchObject({ ok: false, errors: { formAnchor: expect.stringContaining("not a name the page already uses") } });
    expect(parseEntry(landing, { ...valid, formAnchor: "Schedule Now" })).toMatchObject({ ok: false, errors: { formAnchor: expect.any(String) } });
    for (const taken of ["meeting", "meeting-date", "landing-email", "contact-message"]) {
      expect(parseEntry(landing, { ...valid, formAnchor: taken }), taken).toMatchObject({ ok: false, errors: { formAnchor: expect.stringContaining("not a name the page already uses") } });
    }
    expect(parseEntry(landing, { ...valid, formAnchor: "schedule" }).ok).toBe(true);
    expect(parseEntry(landing, { ...valid, formAnchor: "meetings-now" }).ok).toBe(true);
  });
});

describe("a landing page's texts", () => {
  it("fill in the settings and show a line break as a space, each a text of its own", () => {
    expect(landingTextPieces("Book a {demo-minutes}-minute demo worth\n{audit-value}.")).toEqual(["Book a ", "45", "-minute demo worth", " ", "$5,000", "."]);
    expect(landingTextPieces("Plain words")).toEqual(["Plain words"]);
    expect(landingText("Your {demo-minutes} minutes, {unknown}")).toBe("Your 45 minutes, {unknown}");
    // Words that name an object's own machinery are words like any other.
    expect(landingTextPieces("__proto__")).toEqual(["__proto__"]);
    expect(landingText("constructor")).toBe("constructor");
    expect(landingTextPieces("toString")).toEqual(["toString"]);
  });
});
