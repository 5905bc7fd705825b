import { pngSize } from "#scripts/lib/png-size.ts";
import { addresses, analystArticlePath, files, links, visitBeacon } from "#app/config/site.ts";
import { glossaryTerms } from "#app/content/glossary.ts";
import { pressItems } from "#app/content/press.ts";
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";

test.beforeEach(({ page }) => acceptCookies(page));

test.describe("about page", () => {
  test("opens one leader bio at a time", async ({ page }) => {
    await page.goto("/about-us");
    const maya = page.getByRole("button", { name: "Learn more about Maya" });
    const daniel = page.getByRole("button", { name: "Learn more about Daniel" });
    await expect(page.getByRole("button", { name: /^Learn more about / })).toHaveCount(5);
    await expect(page.getByText(/spent twelve years building security products/)).toBeHidden();

    await maya.click();
    const hideMaya = page.getByRole("button", { name: "Hide bio" });
    await expect(hideMaya).toHaveCount(1);
    await expect(hideMaya).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByText(/spent twelve years building security products/)).toBeVisible();

    await daniel.click();
    await expect(page.getByText(/spent twelve years building security products/)).toBeHidden();
    await expect(page.getByText(/leads Lumenguard's platform and research engineering/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Learn more about Maya" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("button", { name: "Hide bio" })).toHaveCount(1);

    await page.getByRole("button", { name: "Hide bio" }).click();
    await expect(page.getByRole("button", { name: "Hide bio" })).toHaveCount(0);
    await expect(page.getByText(/leads Lumenguard's platform and research engineering/)).toBeHidden();
    expect(await axeViolations(page)).toEqual([]);
  });

  test("shows the spec's counts and links", async ({ page }) => {
    await page.goto("/about-us");
    for (const value of ["Innovation", "Security", "Customer Focus", "Adaptability"]) {
      await expect(page.getByRole("heading", { name: value, exact: true })).toBeVisible();
    }
    const partnerSection = page.getByRole("region", { name: "Trusted by Our Partners" });
    await expect(partnerSection.getByRole("img")).toHaveCount(15);
    await expect(page.getByRole("region", { name: "Board Advisors" }).getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "What Our Customers Say" }).locator("figure")).toHaveCount(4);
    await expect(page.getByRole("link", { name: /Profile of .* on LinkedIn/ })).toHaveCount(5);
    for (const link of await page.getByRole("link", { name: /Get Started for Free/ }).all()) {
      await expect(link).toHaveAttribute("href", "/pricing");
    }
  });

  test("the newsletter field validates, and Subscribe with an empty field only leads to the report", async ({ page }) => {
    await page.goto("/about-us");
    const newsletter = page.getByRole("region", { name: "AI Circle of Trust" });
    const email = newsletter.getByLabel("Work e-mail");
    await email.fill("not-an-address");
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(newsletter.getByRole("alert")).toHaveText("Please enter a valid email address");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/about-us$/);
    expect(await axeViolations(page)).toEqual([]);

    const requests: string[] = [];
    // (The page-view beacon of the page it leads to is not a sign-up.)
    page.on("request", (request) => request.method() !== "GET" && !request.url().endsWith(visitBeacon.endpoint) && requests.push(request.url()));
    await email.fill("");
    await expect(newsletter.getByRole("alert")).toBeEmpty();
    await newsletter.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/aitrustscore-report$/);
    expect(requests, "an empty field signs nothing up").toEqual([]);
  });
});

test.describe("glossary", () => {
  const lettersWithTerms = [...new Set(glossaryTerms.map((term) => term.term.charAt(0).toUpperCase()))];
  const lettersWithout = "ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").filter((letter) => !lettersWithTerms.includes(letter));

  test("letters without terms are greyed text, not links, and never take focus", async ({ page }) => {
    await page.goto("/glossary");
    const bar = page.getByRole("navigation", { name: "Glossary letters" });
    expect(lettersWithout).toEqual(["K", "N", "Q", "U", "W", "X", "Y"]);
    for (const letter of lettersWithTerms) {
      await expect(bar.getByRole("link", { name: letter, exact: true })).toHaveAttribute("href", `#${letter}`);
    }
    for (const letter of lettersWithout) {
      const item = bar.locator(`[data-letter="${letter}"]`);
      await expect(item).toHaveCount(1);
      expect(await item.evaluate((element) => element.tagName)).toBe("SPAN");
      await expect(item).not.toHaveAttribute("tabindex");
    }
    // Tabbing through the bar visits exactly the letters that have terms.
    await bar.getByRole("link", { name: "A", exact: true }).focus();
    const visited = ["A"];
    for (let step = 1; step < lettersWithTerms.length; step++) {
      await page.keyboard.press("Tab");
      visited.push(await page.evaluate(() => document.activeElement?.getAttribute("data-letter") ?? ""));
    }
    expect(visited).toEqual(lettersWithTerms);
  });

  test("highlights the letter of the section being read, and none above all sections", async ({ page }) => {
    await page.goto("/glossary");
    const bar = page.getByRole("navigation", { name: "Glossary letters" });
    await expect(bar.locator('[aria-current="location"]')).toHaveCount(0);

    await page.getByRole("heading", { name: "M", exact: true }).evaluate((heading) =>
      heading.closest("section")?.scrollIntoView({ behavior: "instant", block: "start" }),
    );
    await expect(bar.locator('[aria-current="location"]')).toHaveText("M");

    await page.getByRole("heading", { name: "T", exact: true }).evaluate((heading) =>
      heading.closest("section")?.scrollIntoView({ behavior: "instant", block: "start" }),
    );
    await expect(bar.locator('[aria-current="location"]')).toHaveText("T");

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
    await expect(bar.locator('[aria-current="location"]')).toHaveCount(0);
  });

  test("clicking a letter scrolls its section under the bar and marks it active", async ({ page }) => {
    await page.goto("/glossary");
    const bar = page.getByRole("navigation", { name: "Glossary letters" });
    await bar.getByRole("link", { name: "S", exact: true }).click();
    await expect(page).toHaveURL(/#S$/);
    await expect(bar.locator('[aria-current="location"]')).toHaveText("S");
    const barBottom = await bar.evaluate((element) => element.getBoundingClientRect().bottom);
    await expect.poll(() => page.locator("#S").evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeGreaterThanOrEqual(Math.floor(barBottom));
    const top = await page.locator("#S").evaluate((element) => element.getBoundingClientRect().top);
    expect(top - barBottom).toBeLessThan(40);
  });

  test("smooth-scrolls to the hash on load and on hash change", async ({ page }) => {
    const resting = async (id: string) =>
      page.locator(`[id="${id}"]`).evaluate((element) => {
        const bar = document.getElementById("glossary-letter-bar")?.getBoundingClientRect().bottom ?? 0;
        const top = element.getBoundingClientRect().top;
        return top >= bar - 1 && top < bar + 40;
      });

    await page.goto("/glossary#prompt-injection");
    await expect.poll(() => resting("prompt-injection")).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await expect(page.getByRole("navigation", { name: "Glossary letters" }).locator('[aria-current="location"]')).toHaveText("P");

    const before = await page.evaluate(() => window.scrollY);
    await page.evaluate(() => {
      window.location.hash = "#agentic-ai";
    });
    await expect.poll(() => resting("agentic-ai")).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBeLessThan(before);
  });

  test("lists about 55 terms with defined-term structured data and a current 'Last updated'", async ({ page }) => {
    await page.goto("/glossary");
    await expect(page.getByText("Knowledge Base", { exact: true })).toBeVisible();
    await expect(page.locator("dl > div")).toHaveCount(glossaryTerms.length);
    expect(glossaryTerms.length).toBeGreaterThanOrEqual(50);
    expect(glossaryTerms.length).toBeLessThanOrEqual(60);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(data["@type"]).toBe("DefinedTermSet");
    expect(data.hasDefinedTerm).toHaveLength(glossaryTerms.length);
    expect(data.hasDefinedTerm[0]).toMatchObject({ "@type": "DefinedTerm" });
    const monthYear = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "America/New_York" }).format(new Date());
    await expect(page.getByText(`Last updated ${monthYear}.`)).toBeVisible();
  });
});

test.describe("report page", () => {
  test("shows only the leading digit of each score, masked and blurred", async ({ page }) => {
    await page.goto("/aitrustscore-report");
    const scores = page.getByTestId("masked-score");
    await expect(scores).toHaveCount(6);
    for (const score of await scores.all()) {
      const shown = await score.locator('[aria-hidden="true"]').last().textContent();
      expect(shown).toMatch(/^\d•+$/);
      const mask = score.locator(".blur-\\[2\\.5px\\]");
      expect(await mask.evaluate((element) => getComputedStyle(element).filter)).toContain("blur");
    }
    // The screen-reader text names the leading digit too, and nothing more.
    for (const score of await scores.all()) {
      const spoken = (await score.locator(".sr-only").textContent()) ?? "";
      expect(spoken.match(/\d/g)).toHaveLength(1);
    }
    for (const category of ["Excellent", "Good", "Fair", "Poor"]) {
      await expect(page.getByText(category, { exact: true }).first()).toBeAttached();
    }
  });

  test("cites the spec's figures and links the report and the summary", async ({ page }) => {
    await page.goto("/aitrustscore-report");
    await expect(page.getByText("59.9%", { exact: true })).toBeVisible();
    await expect(page.getByText("36x", { exact: true })).toBeVisible();
    await expect(page.getByText(/Q3 2025/).first()).toBeVisible();
    const downloads = page.getByRole("link", { name: /Download Full Report/ });
    await expect(downloads).toHaveCount(2);
    for (const link of await downloads.all()) {
      await expect(link).toHaveAttribute("href", files.report);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    await expect(page.getByRole("link", { name: "Executive Summary" })).toHaveAttribute("href", "/blog");
    const findings = page.getByRole("region", { name: "What We Found" }).getByRole("listitem");
    await expect(findings).toHaveCount(4);
    for (const finding of await findings.all()) await expect(finding).toContainText(/Severity: (Critical|High|Medium)/);
  });
});

test.describe("share button on the co-pilot article", () => {
  test("uses the native share sheet when there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      (window as unknown as { shareCalls: ShareData[] }).shareCalls = calls;
      Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void calls.push(data), configurable: true });
      Object.defineProperty(navigator, "canShare", { value: () => true, configurable: true });
    });
    await page.goto("/copilot-replacement-blog");
    await page.getByRole("button", { name: "Share" }).click();
    const calls = await page.evaluate(() => (window as unknown as { shareCalls: ShareData[] }).shareCalls);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/copilot-security-gap$/);
    expect(calls[0]?.title).toContain("Copilot Security Gap");
  });

  test("copies the link when there is no share sheet, without a toast", async ({ page }) => {
    await page.addInitScript(() => {
      const copied: string[] = [];
      (window as unknown as { copied: string[] }).copied = copied;
      Object.defineProperty(navigator, "share", { value: undefined, configurable: true });
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: async (text: string) => void copied.push(text) },
        configurable: true,
      });
    });
    await page.goto("/copilot-security-gap");
    await page.getByRole("button", { name: "Share" }).click();
    await expect(page.getByRole("button", { name: "Link copied" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { copied: string[] }).copied)).toEqual([
      expect.stringMatching(/\/copilot-security-gap$/),
    ]);
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Share" })).toBeVisible({ timeout: 4000 });
  });

  test("both paths show the article with one canonical URL, every section and its calls to action", async ({ page }) => {
    await page.goto("/copilot-replacement-blog");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/copilot-security-gap$/);
    for (const heading of [
      "The Risks of a Default Deployment",
      "Industry Exposure",
      "Higher Education",
      "Healthcare",
      "Financial Services",
      "Legal",
      "Manufacturing",
      "Enterprise",
      "Security Principles for an Enterprise Co-pilot",
      "Inside the Lumenguard Co-pilot Pipeline",
      "MCP Server Data Protection",
    ]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Book a Demo" }).last()).toHaveAttribute("href", "/book-demo");
    await expect(page.getByRole("link", { name: "Contact Us" }).last()).toHaveAttribute("href", "/contact-us");
    await page.getByRole("link", { name: "Back to Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });
});

test.describe("analyst recognition article", () => {
  test("has its external buttons, sections, disclaimer and the discovery call", async ({ page }) => {
    await page.goto(analystArticlePath);
    const report = page.getByRole("link", { name: /Access the Gartner Report/ });
    const release = page.getByRole("link", { name: /Read the Press Release/ });
    await expect(report).toHaveAttribute("href", links.analystReport);
    await expect(release).toHaveAttribute("href", links.pressRelease);
    for (const link of [report, release]) await expect(link).toHaveAttribute("target", "_blank");
    for (const heading of ["Why This Matters", "Our Mission", "Looking Ahead", "A Shared Milestone"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
    await expect(page.getByText(/GARTNER is a registered trademark/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Book a Discovery Call" })).toHaveAttribute("href", "/schedule?type=discovery");
  });

  test("puts Book a Discovery Call in a sidebar on large screens and at the bottom on small ones", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(analystArticlePath);
    const card = page.getByRole("complementary", { name: "Book a discovery call" });
    const body = page.getByRole("heading", { name: "Why This Matters" });
    const wide = { card: await card.boundingBox(), body: await body.boundingBox() };
    expect(wide.card!.x).toBeGreaterThan(wide.body!.x + wide.body!.width);
    expect(wide.card!.y).toBeLessThan(wide.body!.y);

    await page.setViewportSize({ width: 375, height: 800 });
    const disclaimer = page.getByText(/GARTNER is a registered trademark/);
    const narrow = { card: await card.boundingBox(), disclaimer: await disclaimer.boundingBox() };
    expect(narrow.card!.y).toBeGreaterThan(narrow.disclaimer!.y);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});

test.describe("platform walkthrough", () => {
  test("plays a real 16:9 video with the spec's player settings", async ({ page, request }) => {
    await page.goto("/platform-walkthrough");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Platform Walkthrough");
    const video = page.locator("video");
    await expect(video).toHaveAttribute("controls", "");
    await expect(video).toHaveAttribute("controlslist", "nodownload");
    await expect(video).toHaveAttribute("preload", "metadata");
    await expect(video.locator("source")).toHaveAttribute("src", files.walkthroughVideo);
    expect(await video.evaluate((element) => element.textContent?.trim())).toBe("Your browser does not support the video tag.");
    const box = await video.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(16 / 9, 1);

    const metadata = await video.evaluate(
      (element: HTMLVideoElement) =>
        new Promise<{ duration: number; width: number; height: number }>((resolve, reject) => {
          const done = () => resolve({ duration: element.duration, width: element.videoWidth, height: element.videoHeight });
          if (element.readyState >= 1) done();
          element.addEventListener("loadedmetadata", done);
          element.addEventListener("error", () => reject(new Error(`video error ${element.error?.code}`)));
        }),
    );
    expect(metadata.duration).toBeGreaterThan(10);
    expect(metadata.width / metadata.height).toBeCloseTo(16 / 9, 2);

    const file = await request.get(files.walkthroughVideo);
    expect(file.headers()["content-type"]).toContain("video/mp4");
    const bytes = await file.body();
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");
    expect(bytes.length).toBeLessThan(1_000_000);
  });

  test("offers a demo and a sales e-mail about the video", async ({ page }) => {
    await page.goto("/platform-walkthrough");
    await expect(page.getByRole("link", { name: "Book a Demo" }).last()).toHaveAttribute("href", "/book-demo");
    const sales = page.getByRole("link", { name: "Contact Sales" }).last();
    const href = (await sales.getAttribute("href")) ?? "";
    expect(href.startsWith(`mailto:${addresses.sales}?subject=`)).toBe(true);
    expect(decodeURIComponent(href.split("subject=")[1] ?? "")).toMatch(/walkthrough video/i);
  });
});

test.describe("logo assets", () => {
  test("offers the standard and compact PNGs at their pixel sizes, and is not indexed", async ({ page, request }) => {
    await page.goto("/logos");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const expected = [
      { href: files.logoStandard, width: 1024, height: 512 },
      { href: files.logoCompact, width: 520, height: 260 },
    ];
    for (const { href, width, height } of expected) {
      const link = page.getByRole("link", { name: `Download ${width}x${height} PNG` });
      await expect(link).toHaveAttribute("href", href);
      await expect(link).toHaveAttribute("download", "");
      const response = await request.get(href);
      expect(response.headers()["content-type"]).toBe("image/png");
      expect(pngSize(await response.body())).toEqual({ width, height });
    }
  });
});

test.describe("newsroom", () => {
  test("lists 15 press items, the first highlighted, each opening in a new tab with a long date", async ({ page }) => {
    await page.goto("/newsroom");
    const items = page.getByRole("list", { name: "Press coverage" }).locator(":scope > li");
    await expect(items).toHaveCount(15);
    await expect(items.first()).toHaveAttribute("data-highlighted", "true");
    await expect(items.nth(1)).not.toHaveAttribute("data-highlighted");
    for (const [index, item] of (await items.all()).entries()) {
      const link = item.getByRole("link");
      await expect(link).toHaveAttribute("href", pressItems[index]!.url);
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
      await expect(item.locator("time")).toHaveText(/^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/);
      await expect(item).toContainText(pressItems[index]!.publication);
    }
    await expect(items.first().locator("time")).toHaveText("September 24, 2025");
  });
});

test.describe("privacy policy", () => {
  test("carries its dates, every section and the contact addresses", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(page.getByText("Last updated: June 24, 2024")).toBeVisible();
    await expect(page.getByText("Effective date: January 1, 2024")).toBeVisible();
    for (const title of [
      "Collection of Your Personal Information",
      "Payment Information",
      "Use of Your Personal Information",
      "Sharing Information with Third Parties",
      "Right to Deletion",
      "Children Under Thirteen",
      "E-mail Communications",
      "External Data Storage Sites",
      "Changes to This Statement",
      "Contact Information",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${title}$`) })).toBeVisible();
    }
    await expect(page.getByText(/opt out by replying STOP/)).toBeVisible();
    await expect(page.locator("address").getByRole("link", { name: addresses.privacy })).toHaveAttribute("href", `mailto:${addresses.privacy}`);
  });
});

test.describe("partners page", () => {
  test("links its hero and programme buttons where the spec says", async ({ page }) => {
    await page.goto("/partners");
    await page.getByRole("link", { name: "Become a Partner" }).last().click();
    await expect(page).toHaveURL(/#partnership-benefits$/);
    await expect(page.getByRole("heading", { name: "Partnership Benefits" })).toBeInViewport();
    await expect(page.getByRole("link", { name: "Partner Portal" })).toHaveAttribute("href", "/blog");
    for (const cta of ["Apply Now", "Join Program", "Learn More"]) {
      const link = page.getByRole("link", { name: new RegExp(`^${cta} to the`) });
      await expect(link).toHaveAttribute("href", links.partnerContact);
      await expect(link).toHaveAttribute("target", "_blank");
    }
    for (const heading of ["Technology Partners", "Channel Partners", "Developer Partners", "Cloud Platforms", "AI/ML Platforms", "Security Tools", "Enterprise Systems", "Market Growth", "Technical Support", "Certification", "Sales Enablement"]) {
      await expect(page.getByRole("heading", { name: heading, exact: true })).toBeVisible();
    }
  });
});

test.describe("at 375 px", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  const paths = ["/about-us", "/partners", "/newsroom", "/privacy-policy", "/aitrustscore-report", "/glossary", "/platform-walkthrough", "/logos", "/copilot-security-gap", analystArticlePath];
  for (const path of paths) {
    test(`${path} fits without horizontal scrolling`, async ({ page }) => {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});
