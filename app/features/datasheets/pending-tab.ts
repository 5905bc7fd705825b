// Popup blockers only allow a new tab during the user's click. The datasheet opens after an
// API call, so the tab is reserved synchronously on submit and pointed at the PDF on success.

export type PendingTab = {
  /** Sends the reserved tab (or, if the browser refused one, a fresh tab) to `url`. */
  show(url: string): void;
  /** Closes the reserved tab: the request failed and there is nothing to show. */
  cancel(): void;
};

export function reserveTab(message: string): PendingTab {
  let tab: Window | null = null;
  try {
    tab = window.open("", "_blank");
  } catch {
    tab = null;
  }
  if (tab) {
    // The PDF needs no link back to this page.
    tab.opener = null;
    try {
      tab.document.title = message;
      tab.document.body.textContent = message;
      tab.document.body.style.font = "16px system-ui, sans-serif";
      tab.document.body.style.padding = "2rem";
    } catch {
      // A browser may not let us write into the blank tab; an empty tab is fine for a moment.
    }
  }
  return {
    show(url) {
      const absolute = new URL(url, window.location.href).href;
      if (tab && !tab.closed) {
        tab.location.replace(absolute);
        return;
      }
      const link = document.createElement("a");
      link.href = absolute;
      link.target = "_blank";
      link.rel = "noopener";
      document.body.append(link);
      link.click();
      link.remove();
    },
    cancel() {
      if (tab && !tab.closed) tab.close();
    },
  };
}
