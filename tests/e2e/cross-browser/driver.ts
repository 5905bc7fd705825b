// The small driver the cross-browser smoke writes its flows against, implemented once for Firefox
// ESR (puppeteer-core over WebDriver BiDi, firefox.ts) and once for WebKitGTK (selenium-webdriver
// and WebKitWebDriver, webkit.ts). Elements are found by one script that runs in the page, so both
// engines read a target the same way; the clicks, hovers and keystrokes are each engine's own.
import { storageKeys } from "#app/config/site.ts";

export type Engine = "firefox" | "webkit";

/** A string matches as a case-insensitive substring (as Playwright's getByText/getByLabel), a RegExp as is. */
export type TextMatch = string | RegExp;

/**
 * What to find: elements matching `css` (or the controls of labels whose text matches `label`),
 * optionally with matching text, holding a descendant that matches `has`, inside the first
 * visible match of `within`. Only visible elements count; the first one in document order wins.
 */
export type Target = {
  css?: string;
  label?: TextMatch;
  text?: TextMatch;
  has?: Target;
  within?: Target;
};

export interface Driver {
  readonly engine: Engine;
  /** Opens a path of the site and waits until React has hydrated the document. */
  goto(path: string): Promise<void>;
  click(target: Target): Promise<void>;
  hover(target: Target): Promise<void>;
  /** Types into an empty field (clearing it first), then checks the field holds the value. */
  fill(target: Target, value: string): Promise<void>;
  /** Chooses the option with this value in a native select. */
  select(target: Target, value: string): Promise<void>;
  /** The element's text, whitespace collapsed. */
  text(target: Target): Promise<string>;
  /** Until a form control holds this value (a form that wakes later may fill it in). */
  waitForValue(target: Target, value: string): Promise<void>;
  /** Whether the target is there now, without waiting. */
  isVisible(target: Target): Promise<boolean>;
  waitFor(target: Target): Promise<void>;
  waitForHidden(target: Target): Promise<void>;
  /** Until the address matches and the page there works (a new document is enhanced or hydrated). */
  waitForUrl(pattern: RegExp): Promise<string>;
  url(): Promise<string>;
  clearCookies(): Promise<void>;
  /** Stores the visitor's cookie choice, as fixtures.ts acceptCookies does, so the cookie bar stays out of the way. */
  acceptCookies(): Promise<void>;
  /** A PNG of the viewport, attached to a failed test. */
  screenshot(): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** How long a step waits for its element, URL or state: generous, the chromium suite runs alongside. */
export const STEP_TIMEOUT = 20_000;

type WireText = { source: string; flags: string } | { includes: string };
export type WireTarget = { css?: string; label?: WireText; text?: WireText; has?: WireTarget; within?: WireTarget };

function wireText(match: TextMatch | undefined): WireText | undefined {
  if (match === undefined) return undefined;
  return typeof match === "string" ? { includes: match } : { source: match.source, flags: match.flags };
}

/** Targets travel to the page as JSON: RegExps become their source and flags. */
export function toWire(target: Target): WireTarget {
  return {
    css: target.css,
    label: wireText(target.label),
    text: wireText(target.text),
    has: target.has && toWire(target.has),
    within: target.within && toWire(target.within),
  };
}

/**
 * Runs in the page (both engines send its source): the first visible element for a target, or null.
 * Self-contained on purpose, it is serialised with Function.prototype.toString.
 */
export function findInPage(target: WireTarget): Element | null {
  const normalise = (value: string) => value.replace(/\s+/g, " ").trim();
  const matches = (value: string | null, match: WireText | undefined) => {
    if (!match) return true;
    const text = normalise(value ?? "");
    return "includes" in match ? text.toLowerCase().includes(match.includes.toLowerCase()) : new RegExp(match.source, match.flags).test(text);
  };
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== "hidden";
  const all = (query: WireTarget, root: ParentNode): Element[] => {
    const roots: ParentNode[] = query.within ? all(query.within, root).slice(0, 1) : [root];
    const found: Element[] = [];
    for (const scope of roots) {
      let candidates: Element[];
      if (query.label) {
        candidates = [];
        for (const label of Array.from(scope.querySelectorAll("label"))) {
          if (label.control && matches(label.textContent, query.label)) candidates.push(label.control);
        }
        for (const element of Array.from(scope.querySelectorAll("[aria-label]"))) {
          if (matches(element.getAttribute("aria-label"), query.label)) candidates.push(element);
        }
      } else {
        candidates = Array.from(scope.querySelectorAll(query.css ?? "*"));
      }
      for (const element of candidates) {
        if (!visible(element) || !matches(element.textContent, query.text)) continue;
        if (query.has && all(query.has, element).length === 0) continue;
        if (!found.includes(element)) found.push(element);
      }
    }
    return found;
  };
  return all(target, document)[0] ?? null;
}

/**
 * True once the page works: the enhancer has run (html[data-enhanced], as the enhanced fixture
 * waits) and, on a page React Router hydrates, React has attached its listeners to the document
 * (as tests/e2e/support/navigation.ts waits).
 */
export function readyInPage(): boolean {
  const hydrates = "__reactRouterContext" in window;
  const hydrated = Object.keys(document).some((key) => key.startsWith("_reactListening"));
  return (!hydrates || hydrated) && document.documentElement.hasAttribute("data-enhanced");
}

export function describeTarget(target: Target): string {
  const parts = [
    target.within && `${describeTarget(target.within)} >>`,
    target.css,
    target.label && `label=${String(target.label)}`,
    target.text && `text=${String(target.text)}`,
    target.has && `has(${describeTarget(target.has)})`,
  ];
  return parts.filter(Boolean).join(" ");
}

/** Asks `check` again until it answers something other than undefined, or fails after `timeout`. */
export async function poll<T>(what: string, check: () => Promise<T | undefined>, timeout = STEP_TIMEOUT): Promise<T> {
  const deadline = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const result = await check();
      if (result !== undefined) return result;
      lastError = undefined;
    } catch (error) {
      // A node replaced by a re-render, a navigation under way: ask again.
      lastError = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${lastError ? `: ${String(lastError)}` : ""}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What each engine provides; createDriver builds the shared Driver on top. */
export interface EngineAdapter<Handle> {
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Evaluates an expression that yields an element or null. */
  element(expression: string): Promise<Handle | null>;
  navigate(url: string): Promise<void>;
  currentUrl(): Promise<string>;
  /**
   * Both bring the element to the middle of the viewport at once first: the site scrolls smoothly
   * (app.css), and a driver that checks the element is in view while the page is still gliding
   * there refuses the click.
   */
  click(element: Handle): Promise<void>;
  hover(element: Handle): Promise<void>;
  /** Clears the field and types the text with the engine's keyboard. */
  type(element: Handle, text: string): Promise<void>;
  select(element: Handle, value: string): Promise<void>;
  deleteCookies(): Promise<void>;
  screenshot(): Promise<Uint8Array>;
  quit(): Promise<void>;
}

/** Runs in the page: the instant scroll click and hover start with. */
export function centreInPage(element: Element) {
  element.scrollIntoView({ block: "center", inline: "center", behavior: "instant" });
}

const call = (fn: (...args: never[]) => unknown, ...args: unknown[]) => `(${fn.toString()})(${args.map((arg) => JSON.stringify(arg)).join(", ")})`;

export function createDriver<Handle>(engine: Engine, baseURL: string, adapter: EngineAdapter<Handle>): Driver {
  const find = (target: Target) => adapter.element(call(findInPage, toWire(target)));
  const found = (target: Target) =>
    poll(describeTarget(target), async () => (await find(target)) ?? undefined);
  /** Finds the element and acts on it, again from the start if the element went stale meanwhile. */
  const act = async (what: string, target: Target, action: (element: Handle) => Promise<void>) => {
    await poll(`${what} ${describeTarget(target)}`, async () => {
      const element = await find(target);
      if (!element) return undefined;
      await action(element);
      return true;
    });
  };
  const ready = (what: string) =>
    poll(`${what} to be ready`, async () => ((await adapter.evaluate<boolean>(call(readyInPage))) ? true : undefined));
  const read = (target: Target, property: "textContent" | "value") =>
    poll(`${property} of ${describeTarget(target)}`, () =>
      adapter.evaluate<string | null>(
        `(() => { const element = ${call(findInPage, toWire(target))}; return element ? String(element.${property} ?? "").replace(/\\s+/g, " ").trim() : null; })()`,
      ).then((value) => value ?? undefined),
    );

  const holds = async (target: Target, value: string) => {
    await poll(`${describeTarget(target)} to hold "${value}"`, async () => ((await read(target, "value")) === value ? true : undefined));
  };

  return {
    engine,
    async goto(path) {
      await adapter.navigate(new URL(path, baseURL).href);
      await ready(path);
    },
    click: (target) => act("click", target, (element) => adapter.click(element)),
    hover: (target) => act("hover", target, (element) => adapter.hover(element)),
    async fill(target, value) {
      await act("fill", target, (element) => adapter.type(element, value));
      await holds(target, value);
    },
    select: (target, value) => act("select", target, (element) => adapter.select(element, value)),
    text: (target) => read(target, "textContent"),
    waitForValue: (target, value) => holds(target, value),
    isVisible: async (target) => (await find(target)) !== null,
    async waitFor(target) {
      await found(target);
    },
    async waitForHidden(target) {
      await poll(`${describeTarget(target)} to be hidden`, async () => ((await find(target)) ? undefined : true));
    },
    async waitForUrl(pattern) {
      const url = await poll(`a URL matching ${pattern}`, async () => {
        const current = await adapter.currentUrl();
        return pattern.test(current) ? current : undefined;
      });
      await ready(url);
      return url;
    },
    url: () => adapter.currentUrl(),
    clearCookies: () => adapter.deleteCookies(),
    screenshot: () => adapter.screenshot(),
    async acceptCookies() {
      // Any document of the site's origin will do; this one has no script of its own.
      await adapter.navigate(new URL("/robots.txt", baseURL).href);
      await adapter.evaluate(`localStorage.setItem(${JSON.stringify(storageKeys.cookieConsent)}, "accepted")`);
    },
    close: () => adapter.quit(),
  };
}
