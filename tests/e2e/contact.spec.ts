// The contact form, with and without JavaScript.
import { acceptCookies, axeViolations, expect, test } from "./fixtures.ts";
import { expectStored, fieldError } from "#tests/e2e/support/booking.ts";
import { visit } from "#tests/e2e/support/navigation.ts";

test.beforeEach(({ page }) => acceptCookies(page));

const SALES = "sales@lumenguard.example";

test.describe("with JavaScript", () => {
  test("each field message of the spec, then a stored message and the success view", async ({ page, request }) => {
    await visit(page, "/contact-us?utm_source=webinar");
    await page.getByRole("button", { name: "Send Message" }).click();
    for (const [label, message] of [
      ["First name", "First name is required"],
      ["Last name", "Last name is required"],
      ["Work email", "Please enter a valid email address"],
      ["Message", "Message is required"],
    ] as const) {
      await expect(page.getByRole("textbox", { name: label })).toHaveAccessibleDescription(message);
    }
    await expect(page.getByLabel("First name")).toBeFocused();
    await expect(page.getByLabel("Phone (optional)")).not.toHaveAttribute("aria-invalid");

    await page.getByLabel("First name").fill("Margaret");
    await expect(fieldError(page, "First name is required")).toHaveCount(0);
    await page.getByLabel("Last name").fill("Hamilton");
    await page.getByLabel("Work email").fill("margaret@apollo.example");
    await page.getByRole("textbox", { name: "Message" }).fill("Can we deploy on-premises?");

    const requestPromise = page.waitForRequest("**/api/functions/send-contact-email");
    await page.getByRole("button", { name: "Send Message" }).click();
    const sent = await requestPromise;
    const body = sent.postDataJSON();
    expect(body).toMatchObject({
      firstName: "Margaret",
      lastName: "Hamilton",
      workEmail: "margaret@apollo.example",
      phoneNumber: "",
      message: "Can we deploy on-premises?",
      sourcePage: "/contact-us",
      utm: { utm_source: "webinar" },
    });
    const answer = await (await sent.response())!.json();
    expect(answer.data.kind).toBe("contact");

    await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeFocused();
    await expect(page.getByText("Thanks! We’ll be in touch shortly.")).toBeVisible();
    await expectStored(request, "/api/functions/send-contact-email", body, answer.data.id);

    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("");
    await expect(page.getByRole("button", { name: "Send Message" })).toBeVisible();
  });

  test("a prefilled work e-mail and the delayed scroll to #form", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 700 });
    await page.addInitScript(() => {
      if (!sessionStorage.getItem("seeded")) {
        sessionStorage.setItem("prefillEmail", "ciso@acme.example");
        sessionStorage.setItem("seeded", "1");
      }
    });
    await visit(page, "/contact-us#form");
    await expect(page.getByLabel("Work email")).toHaveValue("ciso@acme.example");
    // The form's top comes to the top of the viewport (below the sticky header).
    await expect.poll(() => page.evaluate(() => document.getElementById("form")!.getBoundingClientRect().top)).toBeLessThan(120);
    await expect(page.getByRole("heading", { name: "Send us a message" })).toBeInViewport();
    expect(await page.evaluate(() => sessionStorage.getItem("prefillEmail"))).toBeNull();
    expect(await axeViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test.describe("failure", () => {
    test.use({ allowConsole: [/status of 503/] });

    test("the spec's error toast names the sales address and the form keeps its data", async ({ page }) => {
      await visit(page, "/contact-us");
      await page.route("**/api/functions/send-contact-email", (route) =>
        route.fulfill({ status: 503, json: { data: null, error: { message: "unavailable", fields: {} } } }),
      );
      await page.getByLabel("First name").fill("Margaret");
      await page.getByLabel("Last name").fill("Hamilton");
      await page.getByLabel("Work email").fill("margaret@apollo.example");
      await page.getByRole("textbox", { name: "Message" }).fill("Hello");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByText("Error", { exact: true })).toBeVisible();
      await expect(page.getByText(`Failed to send message. Please try again or email us directly at ${SALES}`)).toBeVisible();
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Hello");
    });
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST stores the message and shows the success view", async ({ page }) => {
    await page.goto("/contact-us?utm_source=no-script");
    await page.getByLabel("First name").fill("Hedy");
    await page.getByLabel("Last name").fill("Lamarr");
    await page.getByLabel("Work email").fill("hedy@spread.example");
    await page.getByRole("textbox", { name: "Message" }).fill("Frequency hopping for agents?");
    const responsePromise = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("/contact-us"));
    await page.getByRole("button", { name: "Send Message" }).click();
    const response = await responsePromise;
    expect(response.status()).toBe(200);
    await expect(page.getByRole("heading", { name: "Message sent successfully!" })).toBeVisible();
    await expect(page.getByText("Thanks! We’ll be in touch shortly.")).toBeVisible();

    // Send Another Message is a link to a blank form.
    await page.getByRole("link", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("First name")).toHaveValue("");
  });

  test.describe("refused", () => {
    test.use({ allowConsole: [/status of 422/] });

    test("the server's field messages come back with what was typed", async ({ page }) => {
      await page.goto("/contact-us");
      await page.getByLabel("Last name").fill("Lamarr");
      await page.getByLabel("Work email").fill("not-an-address");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(fieldError(page, "First name is required")).toBeVisible();
      await expect(fieldError(page, "Please enter a valid email address")).toBeVisible();
      await expect(fieldError(page, "Message is required")).toBeVisible();
      await expect(page.getByLabel("Last name")).toHaveValue("Lamarr");
      await expect(page.getByLabel("Work email")).toHaveValue("not-an-address");
      await expect(page.getByLabel("Work email")).toHaveAttribute("aria-invalid", "true");
    });
  });
});
