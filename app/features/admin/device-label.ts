// What a session's stored User-Agent says in words a member recognises ("Firefox 128 on Linux").
import Bowser from "bowser";

export const UNKNOWN_DEVICE = "Unknown device";

export function deviceLabel(userAgent: string | null): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const { browser, os } = Bowser.parse(userAgent);
  // The major version is what a member knows their browser by; the rest is noise.
  const browserName = browser.name ? [browser.name, browser.version?.split(".")[0]].filter(Boolean).join(" ") : "";
  const osName = os.name ? [os.name, os.versionName].filter(Boolean).join(" ") : "";
  if (!browserName && !osName) return UNKNOWN_DEVICE;
  if (!osName) return browserName;
  return `${browserName || "Unknown browser"} on ${osName}`;
}
