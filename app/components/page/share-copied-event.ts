/**
 * Sent on `window` when a share button copied the page's address. A listener that announces the
 * copy itself (the blog post's toast) cancels it; otherwise the button says "Link copied".
 */
export const SHARE_COPIED_EVENT = "lumenguard:share-copied";
