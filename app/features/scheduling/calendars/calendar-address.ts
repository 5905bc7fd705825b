// Calendar addresses: where a feed is fetched from, which hosts count as this machine, and how a
// feed's address is shown once saved. A feed's address is a secret (whoever has it reads the
// calendar), so after saving, pages show its server and file name only.

export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === "localhost" || host === "[::1]" || /^127(\.\d{1,3}){3}$/.test(host);
}

/** The address an iCal feed is fetched from: webcal:// is https://. */
export function feedAddress(url: string): URL {
  const parsed = new URL(url);
  return parsed.protocol === "webcal:" ? new URL(`https:${url.slice(url.indexOf(":") + 1)}`) : parsed;
}

/** A plain file name such as basic.ics or calendar.ics, which gives nothing away. */
const FILE_NAME = /^[A-Za-z0-9_.-]{1,40}\.ics$/i;

/**
 * A feed's address as pages show it: "https://calendar.google.com/…/basic.ics", its path (which
 * holds the secret) and query left out.
 */
export function shownFeedAddress(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "…";
  }
  const last = parsed.pathname.split("/").pop() ?? "";
  const hidden = parsed.pathname.length > 1 || parsed.search ? "…" : "";
  return `${parsed.protocol}//${parsed.host}/${hidden}${FILE_NAME.test(last) && hidden ? `/${last}` : ""}`;
}
