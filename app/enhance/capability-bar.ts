import { activeSectionId } from "#app/lib/active-section.ts";
import { scrollBehavior } from "#app/lib/motion.ts";
import { replaceAddress } from "#app/lib/replace-address.ts";
import { oncePerFrame } from "./frame.ts";
import { forEachMounted } from "./mounted.ts";
import { sectionPositions } from "./section-positions.ts";

/** A click's smooth scroll passes other sections; the spy waits until it has ended. */
const CLICK_SCROLL_FALLBACK_MS = 1200;

function replaceHash(id: string) {
  if (location.hash === `#${id}`) return;
  replaceAddress(`${location.pathname}${location.search}#${id}`);
}

const FOLLOWED = ["scroll", "resize"] as const;

/** On narrow screens the bar scrolls sideways: keep the selected link in sight. */
function keepInSight(list: HTMLElement, link: HTMLElement) {
  if (list.scrollWidth <= list.clientWidth) return;
  const left = link.offsetLeft; // the list is the offset parent (relative)
  const right = left + link.offsetWidth;
  if (left < list.scrollLeft || right > list.scrollLeft + list.clientWidth) {
    list.scrollTo({ left: Math.max(0, left - 16), behavior: scrollBehavior() });
  }
}

/**
 * The pricing page's 'Select a Capability' bar (features/pricing/capability-bar.tsx, links to the
 * sections, the first marked current): the landing hash selects its section; scrolling selects the
 * section crossing the viewport's middle line once another one reaches it; a click scrolls
 * smoothly to its section and moves the focus there. The hash follows with replaceState, so
 * neither adds history entries.
 */
export function enhanceCapabilityBar(doc: Document) {
  forEachMounted(doc, "[data-capability-bar]", (bar) => {
    const links = [...bar.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
    const ids = links.map((link) => link.hash.slice(1));
    let active = ids[0];
    let clickScrolling = false;

    const select = (id: string) => {
      active = id;
      replaceHash(id);
      for (const link of links) {
        if (link.hash === `#${id}`) {
          link.setAttribute("aria-current", "true");
          const list = link.closest("ul");
          if (list) keepInSight(list, link);
        } else link.removeAttribute("aria-current");
      }
    };
    const atMiddle = () => activeSectionId(sectionPositions(doc, ids), innerHeight / 2, true);

    // What sits at the middle line when the bar starts is the baseline; scrolling moves the
    // selection only when another section reaches the line after that.
    let baseline: string | null = null;
    const follow = oncePerFrame(() => {
      if (!bar.isConnected) return stopFollowing();
      const section = atMiddle();
      if (section === baseline) return;
      baseline = section;
      if (section && !clickScrolling && section !== active) select(section);
    });

    requestAnimationFrame(() => {
      const fromHash = location.hash.slice(1);
      baseline = atMiddle();
      // The landing hash selects its section (the browser has already scrolled there); without one,
      // a visitor who scrolled before the script ran gets the section they are reading.
      if (ids.includes(fromHash)) select(fromHash);
      else if (scrollY > 0 && baseline) select(baseline);
      for (const type of FOLLOWED) addEventListener(type, follow, { passive: true });
    });
    const stopFollowing = () => FOLLOWED.forEach((type) => removeEventListener(type, follow));

    bar.addEventListener("click", (event) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>("a[href^='#']") : null;
      const section = link ? doc.getElementById(link.hash.slice(1)) : null;
      if (!link || !section) return;
      event.preventDefault();
      select(section.id);
      clickScrolling = true;
      const done = () => {
        clickScrolling = false;
        removeEventListener("scrollend", done);
        clearTimeout(timer);
      };
      addEventListener("scrollend", done, { once: true });
      const timer = setTimeout(done, CLICK_SCROLL_FALLBACK_MS);
      section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
      section.focus({ preventScroll: true });
    });
  });
}
