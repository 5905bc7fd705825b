/**
 * A form that posts as a page (`data-pending-form`): once it goes, its submit button says what is
 * happening (its `data-pending-label`) and is disabled, so a second press cannot post it again. A
 * page restored from the back/forward cache starts over.
 */
export function enhancePendingForms(doc: Document) {
  doc.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement && event.target.matches("[data-pending-form]") ? event.target : null;
    const button = form?.querySelector<HTMLButtonElement>("button[data-pending-label]");
    if (!button || event.defaultPrevented) return;
    button.dataset.label = button.textContent ?? "";
    button.textContent = button.dataset.pendingLabel ?? "";
    // After the submission has started: a disabled submitter would not be sent.
    setTimeout(() => (button.disabled = true));
  });
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const button of doc.querySelectorAll<HTMLButtonElement>("[data-pending-form] button[data-label]")) {
      button.textContent = button.dataset.label ?? "";
      button.disabled = false;
    }
  });
}
