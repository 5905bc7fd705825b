// WebKitGTK through WebKitWebDriver with selenium-webdriver: the MiniBrowser in automation mode,
// on an Xvfb display of its own when the environment has none.
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import { Builder, By, type WebElement } from "selenium-webdriver";
import { centreInPage, createDriver, poll, type Driver } from "./driver.ts";
import { freePort } from "#scripts/lib/free-port.ts";

export const webkitDriverPath = () => process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
/** `dpkg -L libwebkit2gtk-4.1-0 | grep -i minibrowser` on Debian. */
export const webkitBrowserPath = () => process.env.WEBKIT_BROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";

async function stop(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

/** Starts Xvfb on the first free display number (it reports the number on fd 3) and returns ":N". */
async function startXvfb(): Promise<{ display: string; xvfb: ChildProcess }> {
  const xvfb = spawn("Xvfb", ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp"], {
    stdio: ["ignore", "ignore", "pipe", "pipe"],
  });
  let stderr = "";
  xvfb.stderr!.on("data", (chunk) => (stderr += chunk));
  const display = await new Promise<string>((resolve, reject) => {
    let reported = "";
    xvfb.stdio[3]!.on("data", (chunk) => {
      reported += chunk;
      if (reported.includes("\n")) resolve(`:${reported.trim()}`);
    });
    xvfb.once("error", reject);
    xvfb.once("exit", (code) => reject(new Error(`Xvfb exited (${code}): ${stderr}`)));
  });
  return { display, xvfb };
}

export async function launchWebkit(baseURL: string): Promise<Driver> {
  const started: ChildProcess[] = [];
  const stopAll = async () => {
    for (const child of started.reverse()) await stop(child);
  };
  const killOnExit = () => started.forEach((child) => child.kill("SIGKILL"));
  process.once("exit", killOnExit);
  try {
    let display = process.env.DISPLAY;
    if (!display) {
      const x = await startXvfb();
      started.push(x.xvfb);
      display = x.display;
    }
    const port = await freePort();
    const webdriver = spawn(webkitDriverPath(), [`--port=${port}`], { stdio: "ignore", env: { ...process.env, DISPLAY: display } });
    started.push(webdriver);
    const server = `http://127.0.0.1:${port}`;
    await poll("WebKitWebDriver to answer", async () => {
      if (webdriver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${webdriver.exitCode}`);
      const response = await fetch(`${server}/status`).catch(() => undefined);
      return response?.ok ? true : undefined;
    });

    const driver = await new Builder()
      .usingServer(server)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": { binary: webkitBrowserPath(), args: ["--automation"] },
      })
      .build();
    try {
      await driver.manage().setTimeouts({ pageLoad: 30_000, script: 30_000 });
      await driver.manage().window().setRect({ x: 0, y: 0, width: 1280, height: 900 });
    } catch (error) {
      await driver.quit();
      throw error;
    }

    return createDriver<WebElement>("webkit", baseURL, {
      evaluate: (expression) => driver.executeScript(`return ${expression};`),
      element: (expression) => driver.executeScript<WebElement | null>(`return ${expression};`),
      navigate: (url) => driver.get(url),
      currentUrl: () => driver.getCurrentUrl(),
      async click(element) {
        await driver.executeScript(`(${centreInPage.toString()})(arguments[0])`, element);
        await element.click();
      },
      async hover(element) {
        await driver.executeScript(`(${centreInPage.toString()})(arguments[0])`, element);
        await driver.actions({ async: true }).move({ origin: element }).perform();
      },
      async type(element, text) {
        if (await element.getAttribute("value")) await element.clear();
        await element.sendKeys(text);
      },
      async select(element, value) {
        await element.findElement(By.css(`option[value=${JSON.stringify(value)}]`)).click();
      },
      deleteCookies: () => driver.manage().deleteAllCookies(),
      screenshot: async () => Buffer.from(await driver.takeScreenshot(), "base64"),
      async quit() {
        try {
          await driver.quit();
        } finally {
          await stopAll();
          process.removeListener("exit", killOnExit);
        }
      },
    });
  } catch (error) {
    await stopAll();
    process.removeListener("exit", killOnExit);
    throw error;
  }
}
