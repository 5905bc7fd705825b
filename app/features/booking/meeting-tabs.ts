// Book a Meeting's two tabs and how the URL names them. Pricing links use #full-demo and
// #discovery-call, another reading of the page #demo and #discovery, and the solution pages'
// shared form ?type=discovery (leads-and-booking.md §2): all of them select a tab.

export type MeetingTab = "demo" | "discovery";

const HASHES: Record<string, MeetingTab> = {
  "full-demo": "demo",
  demo: "demo",
  "discovery-call": "discovery",
  discovery: "discovery",
};

/** Every hash that names a tab (without its #). */
export const TAB_HASH_NAMES = Object.keys(HASHES);

/** The hash the page writes for a tab. */
export const TAB_HASH: Record<MeetingTab, string> = { demo: "#full-demo", discovery: "#discovery-call" };

export function meetingTabFrom(hash: string, search: string): MeetingTab {
  const fromHash = HASHES[decodeURIComponent(hash.replace(/^#/, "")).toLowerCase()];
  if (fromHash) return fromHash;
  return new URLSearchParams(search).get("type") === "discovery" ? "discovery" : "demo";
}

/** The search string without the type parameter, once the hash carries the tab. */
export function searchWithoutType(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("type");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
