import { blogListPath, readBlogFilter } from "#app/features/blog/filter.ts";
import { scrollBehavior } from "#app/lib/motion.ts";
import { replaceAddress } from "#app/lib/replace-address.ts";

const TYPING_PAUSE_MS = 300;

/**
 * The blog list's search, categories and pages (routes/blog.tsx) without a page load: the list
 * follows the typing after a short pause (replacing the history entry), a search, a category or
 * a page link adds one, and back and forward follow. Each fetches the list's own page and copies
 * its changing parts (`data-refresh`, by id) into this one, so the search box keeps its focus and
 * what is typed; a new search or category starts at page 1, since its links and the typing carry
 * no page. While it loads the list is marked busy and a spinner shows. A failed fetch loads the
 * page itself. Without script the form and links do the same with page loads, as they do in a
 * hydrated document (a client navigation to the list), whose DOM is React's to change.
 */
export function enhanceBlogFilter(doc: Document) {
  if ("__reactRouterContext" in window) return;
  const search = () => doc.querySelector<HTMLFormElement>("form[data-blog-search]");
  let pending: AbortController | undefined;
  let typing: ReturnType<typeof setTimeout> | undefined;

  const show = async (url: URL, entry: "push" | "replace" | "none", { toResults = false } = {}) => {
    pending?.abort();
    const controller = (pending = new AbortController());
    setLoading(doc, true);
    try {
      const response = await fetch(url, { signal: controller.signal, headers: { Accept: "text/html" } });
      if (!response.ok) throw new Error(`status ${response.status}`);
      const next = new DOMParser().parseFromString(await response.text(), "text/html");
      if (entry === "push") history.pushState(null, "", url);
      if (entry === "replace") replaceAddress(url);
      const focused = doc.activeElement instanceof HTMLAnchorElement ? doc.activeElement.getAttribute("href") : null;
      copyHead(doc, next);
      for (const part of doc.querySelectorAll<HTMLElement>("[data-refresh]")) {
        const fresh = next.getElementById(part.id);
        if (fresh) part.innerHTML = fresh.innerHTML;
      }
      // Another page starts where its list does; a category link that was replaced hands the
      // focus to the same link in the new sidebar.
      if (toResults) doc.getElementById("blog-results-heading")?.focus({ preventScroll: true });
      else if (focused && doc.activeElement === doc.body) doc.querySelector<HTMLElement>(`[data-refresh] a[href="${CSS.escape(focused)}"]`)?.focus();
    } catch {
      if (!controller.signal.aborted) location.assign(url);
    } finally {
      if (pending === controller) setLoading(doc, false);
    }
  };
  const listUrl = (q: string, category: string) => new URL(blogListPath({ q, category }), location.href);
  const currentCategory = () => readBlogFilter(new URLSearchParams(location.search)).category;

  doc.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.form?.hasAttribute("data-blog-search")) return;
    clearTimeout(typing);
    typing = setTimeout(() => void show(listUrl(input.value.trim(), currentCategory()), "replace"), TYPING_PAUSE_MS);
  });
  doc.addEventListener("submit", (event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.hasAttribute("data-blog-search")) return;
    event.preventDefault();
    clearTimeout(typing);
    const q = String(new FormData(form).get("q") ?? "").trim();
    void show(listUrl(q, currentCategory()), "push");
  });
  doc.addEventListener("click", (event) => {
    const link =
      event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[data-blog-filter-link], a[data-blog-page-link]") : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const url = new URL(link.href);
    const field = search()?.querySelector<HTMLInputElement>('input[name="q"]');
    if (field) field.value = readBlogFilter(url.searchParams).q;
    const toResults = link.hasAttribute("data-blog-page-link");
    // A pager is read at the list's foot: the reader is taken up to where the next page begins
    // while it loads, so the spinner shows there.
    const results = doc.querySelector("[data-blog-results]");
    if (toResults && results && results.getBoundingClientRect().top < 0) results.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    void show(url, "push", { toResults });
  });
  addEventListener("popstate", () => {
    if (!search()) return;
    const field = search()?.querySelector<HTMLInputElement>('input[name="q"]');
    if (field) field.value = readBlogFilter(new URLSearchParams(location.search)).q;
    void show(new URL(location.href), "none");
  });
}

/** The head follows the page shown: its title, and the links to its canonical and neighbouring pages. */
function copyHead(doc: Document, next: Document) {
  doc.title = next.title;
  for (const rel of ["canonical", "prev", "next"]) {
    doc.head.querySelector(`link[rel="${rel}"]`)?.remove();
    const fresh = next.head.querySelector(`link[rel="${rel}"]`);
    if (fresh) doc.head.append(fresh);
  }
}

function setLoading(doc: Document, loading: boolean) {
  doc.querySelector("[data-blog-results]")?.setAttribute("aria-busy", String(loading));
  const spinner = doc.querySelector<HTMLElement>("[data-blog-loading]");
  if (spinner) spinner.hidden = !loading;
}
