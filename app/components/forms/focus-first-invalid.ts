/**
 * Moves focus to the first field (in page order) that has an error, and shows it: a form's fields
 * carry data-field (FormField). Returns whether one was found.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string | undefined>): boolean {
  if (!form) return false;
  for (const element of form.querySelectorAll<HTMLElement>("[data-field]")) {
    if (errors[element.dataset.field ?? ""]) {
      element.focus();
      element.scrollIntoView?.({ block: "center" });
      return true;
    }
  }
  return false;
}
