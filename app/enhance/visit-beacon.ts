import { storageKeys, visitBeacon, type VisitReport } from "#app/config/site.ts";
import { utmValueOf } from "#app/features/leads/lead-rules.ts";

/** The visitor asked not to be counted: Decline All in the cookie bar, or Global Privacy Control. */
function declined(): boolean {
  if ((navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl) return true;
  try {
    return localStorage.getItem(storageKeys.cookieConsent) === "declined";
  } catch {
    return false;
  }
}

/** The linking site's host name; "" for none, for this site, or for an address that does not parse. */
function referrerHost(doc: Document): string {
  try {
    const host = new URL(doc.referrer).hostname;
    return host === location.hostname ? "" : host;
  } catch {
    return "";
  }
}

/** The address's campaign as a lead would keep it; "" for none or for one a lead form would refuse. */
const campaignOf = (search: string) => utmValueOf(new URLSearchParams(search).get("utm_campaign") ?? "") ?? "";

/**
 * Reports each page view once, without cookies (decision 048): the document's own, and each client
 * navigation's on a hydrated page (the path changes and the page is rendered afresh). The first
 * view carries the address's UTM campaign, as a lead's form would keep it. The server
 * counts, so a page served from the page cache or a CDN is counted too. An error page (the
 * navigation's status, where the browser tells it) is not a view.
 */
export function enhanceVisitBeacon(doc: Document) {
  const entry = performance.getEntriesByType?.("navigation")[0] as (PerformanceEntry & { responseStatus?: number }) | undefined;
  let counted = (entry?.responseStatus ?? 200) >= 400 ? location.pathname : "";
  let referrer = referrerHost(doc);
  let campaign = campaignOf(location.search);
  const report = () => {
    if (location.pathname === counted) return;
    counted = location.pathname;
    if (declined() || !navigator.sendBeacon) return;
    const body: VisitReport = { path: counted, referrer, ...(campaign ? { campaign } : {}) };
    navigator.sendBeacon(visitBeacon.endpoint, JSON.stringify(body));
    // A later client navigation was linked from this site, and the visit's campaign is counted once, on its first page.
    referrer = "";
    campaign = "";
  };
  report();
  new MutationObserver(report).observe(doc.body, { childList: true, subtree: true });
}
