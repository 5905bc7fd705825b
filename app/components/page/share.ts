// Sharing a page: the native share sheet where the browser has one, else the link is copied.

export type ShareOutcome = "shared" | "copied" | "cancelled" | "failed";

export type ShareTarget = { title: string; text?: string; url: string };

type ShareCapableNavigator = Pick<Navigator, "clipboard"> & {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
};

export async function sharePage(target: ShareTarget, nav: ShareCapableNavigator = navigator): Promise<ShareOutcome> {
  const data: ShareData = { title: target.title, text: target.text, url: target.url };
  if (typeof nav.share === "function" && (typeof nav.canShare !== "function" || nav.canShare(data))) {
    try {
      await nav.share(data);
      return "shared";
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
      console.warn("Native share failed; copying the link instead.", error);
    }
  }
  try {
    await nav.clipboard.writeText(target.url);
    return "copied";
  } catch (error) {
    // The spec logs share errors and shows nothing.
    console.warn("Could not copy the link to the clipboard.", error);
    return "failed";
  }
}
