import { forEachMounted } from "./mounted.ts";

/**
 * The docs' password form (features/docs/docs-gate.tsx): its button is disabled while the field
 * holds nothing but spaces; on submit the URL fragment goes along, so the unlocked page opens at
 * its section; after a refusal the cleared field has the focus.
 */
export function enhanceDocsGate(doc: Document) {
  forEachMounted(doc, "form[data-docs-gate]", (form) => {
    const field = form.querySelector<HTMLInputElement>('input[name="password"]');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const fragment = form.querySelector<HTMLInputElement>('input[name="fragment"]');
    if (!field || !button) return;
    const update = () => (button.disabled = field.value.trim() === "");
    field.addEventListener("input", update);
    form.addEventListener("submit", () => {
      if (fragment) fragment.value = location.hash;
    });
    update();
    if (field.hasAttribute("data-autofocus")) field.focus();
  });
}
