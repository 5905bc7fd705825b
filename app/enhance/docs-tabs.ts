import { forEachMounted } from "./mounted.ts";

type Group = { select: (label: string) => void };

const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * The docs' tabs (features/docs/docs-tabs.tsx): the server renders every panel under its label and
 * the buttons hidden; here the buttons show as a tab list, the panels become tab panels shown one
 * at a time (arrow keys, Home and End move between tabs), and choosing a language in one group
 * chooses it in every group of the page that has it.
 */
export function enhanceDocsTabs(doc: Document) {
  const groups: Group[] = [];
  const selectEverywhere = (label: string) => groups.forEach((group) => group.select(label));

  forEachMounted(doc, "[data-docs-tabs]", (container) => {
    const tablist = container.querySelector<HTMLElement>(":scope > [data-docs-tablist]");
    const tabs = [...(tablist?.querySelectorAll<HTMLButtonElement>("button[data-docs-tab]") ?? [])];
    const panels = tabs.map((tab) => doc.getElementById(tab.dataset.docsTab ?? ""));
    if (!tablist || tabs.length === 0 || panels.some((panel) => !panel)) return;

    const show = (index: number) => {
      tabs.forEach((tab, i) => {
        tab.setAttribute("aria-selected", String(i === index));
        tab.tabIndex = i === index ? 0 : -1;
        panels[i]!.hidden = i !== index;
      });
    };
    tablist.setAttribute("role", "tablist");
    panels.forEach((panel, i) => {
      tabs[i]!.setAttribute("role", "tab");
      tabs[i]!.id = `${panel!.id}-tab`;
      tabs[i]!.setAttribute("aria-controls", panel!.id);
      panel!.setAttribute("role", "tabpanel");
      panel!.setAttribute("aria-labelledby", tabs[i]!.id);
      panel!.tabIndex = 0;
      panel!.querySelector(":scope > [data-docs-tab-label]")?.setAttribute("hidden", "");
    });
    tablist.hidden = false;
    show(0);
    groups.push({
      select: (label) => {
        const index = tabs.findIndex((tab) => tab.textContent === label);
        if (index !== -1) show(index);
      },
    });

    tablist.addEventListener("click", (event) => {
      const tab = event.target instanceof Element ? event.target.closest<HTMLButtonElement>("button[data-docs-tab]") : null;
      if (tab) selectEverywhere(tab.textContent ?? "");
    });
    tablist.addEventListener("keydown", (event) => {
      const step = KEY_STEPS[event.key];
      const from = tabs.indexOf(event.target as HTMLButtonElement);
      if (!step || from === -1) return;
      event.preventDefault();
      const to = tabs[step(from, tabs.length)]!;
      selectEverywhere(to.textContent ?? "");
      to.focus();
    });
  });
}
