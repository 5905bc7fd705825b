// The main flows in Firefox ESR and WebKitGTK (the Debian packages), against the same production
// server as the chromium project. One browser process per engine for the whole file, in order.
import { writeFile } from "node:fs/promises";
import { test } from "@playwright/test";
import type { Driver, Engine } from "./driver.ts";
import { launchFirefox } from "./firefox.ts";
import { flows } from "./flows.ts";
import { launchWebkit } from "./webkit.ts";

const launchers: Record<Engine, (baseURL: string) => Promise<Driver>> = { firefox: launchFirefox, webkit: launchWebkit };

// One worker, the flows in order: the browsers are shared, and this project runs beside the chromium suite.
test.describe.configure({ mode: "default" });

for (const engine of ["firefox", "webkit"] as const) {
  test.describe(engine, () => {
    let driver: Driver | undefined;

    test.beforeAll(async () => {
      test.setTimeout(90_000);
      driver = await launchers[engine](test.info().project.use.baseURL!);
      await driver.acceptCookies();
    });

    test.afterEach(async () => {
      const testInfo = test.info();
      if (testInfo.status === testInfo.expectedStatus || !driver) return;
      const body = await driver.screenshot().catch(() => undefined);
      if (!body) return;
      const file = testInfo.outputPath(`${engine}-screenshot.png`);
      await writeFile(file, body);
      await testInfo.attach(`${engine}-screenshot`, { path: file, contentType: "image/png" });
    });

    test.afterAll(async () => {
      test.setTimeout(30_000);
      await driver?.close();
    });

    for (const flow of flows) {
      test(`${engine} · ${flow.name}`, async () => {
        await flow.run(driver!);
      });
    }
  });
}
