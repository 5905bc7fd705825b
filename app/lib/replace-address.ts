/**
 * Puts `url` in the address bar without a new history entry. The state object stays: in a
 * hydrated document it holds React Router's key for this entry.
 */
export function replaceAddress(url: string | URL): void {
  history.replaceState(history.state, "", url);
}
