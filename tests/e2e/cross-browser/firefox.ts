// Firefox ESR through WebDriver BiDi with puppeteer-core: one browser process, one tab.
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { centreInPage, createDriver, type Driver } from "./driver.ts";

export const firefoxPath = () => process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

export async function launchFirefox(baseURL: string): Promise<Driver> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: firefoxPath(),
    headless: true,
    protocolTimeout: 60_000,
    extraPrefsFirefox: {
      // A PDF the datasheet flow opens in a new tab is shown, not offered as a download.
      "pdfjs.disabled": false,
      "browser.download.open_pdf_attachments_inline": true,
    },
  });
  try {
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    await page.setViewport({ width: 1280, height: 900 });
    page.setDefaultNavigationTimeout(30_000);
    return createDriver<ElementHandle<Element>>("firefox", baseURL, {
      evaluate: async <T>(expression: string) => (await page.evaluate(expression)) as T,
      async element(expression) {
        const handle = await page.evaluateHandle(expression);
        const element = handle.asElement() as ElementHandle<Element> | null;
        if (!element) await handle.dispose();
        return element;
      },
      async navigate(url) {
        await page.goto(url, { waitUntil: "load" });
      },
      currentUrl: async () => page.url(),
      async click(element) {
        await element.evaluate(centreInPage);
        await element.click();
      },
      async hover(element) {
        await element.evaluate(centreInPage);
        await element.hover();
      },
      async type(element, text) {
        await element.focus();
        if (await element.evaluate((field) => (field as HTMLInputElement).value !== "")) {
          await page.keyboard.down("Control");
          await page.keyboard.press("KeyA");
          await page.keyboard.up("Control");
          await page.keyboard.press("Backspace");
        }
        await element.type(text);
      },
      async select(element, value) {
        await element.select(value);
      },
      screenshot: () => page.screenshot(),
      async deleteCookies() {
        await browser.deleteCookie(...(await browser.cookies()));
      },
      async quit() {
        await browser.close();
      },
    });
  } catch (error) {
    await browser.close();
    throw error;
  }
}
