// The pricing page's selected capability: chosen by the hash on load, by a click in the
// capability bar, and by scrolling (the section crossing the viewport's middle line). The hash
// follows with history.replaceState so scrolling never adds history entries.
import { useCallback, useEffect, useRef, useState } from "react";
import { scrollBehavior } from "#app/lib/motion.ts";
import { useActiveSection } from "#app/lib/use-active-section.ts";

/** A click's smooth scroll passes other sections; the spy waits until it has ended. */
const CLICK_SCROLL_FALLBACK_MS = 1200;

const middleOfViewport = () => window.innerHeight / 2;

function replaceHash(id: string) {
  if (window.location.hash === `#${id}`) return;
  const { pathname, search } = window.location;
  // Keep the router's state object: it holds React Router's key for this entry.
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${id}`);
}

export function useSectionSpy<T extends string>(ids: readonly T[], initial: T) {
  const [active, setActive] = useState<T>(initial);
  const activeRef = useRef(active);
  const clickScrolling = useRef(false);
  const mark = useCallback((id: T) => {
    activeRef.current = id;
    setActive(id);
  }, []);
  const atMiddle = useActiveSection(ids, { readingLine: middleOfViewport, containing: true });

  // What sat at the middle line when the page became interactive is the baseline; scrolling
  // moves the selection only when another section reaches the line after that.
  const latestAtMiddle = useRef(atMiddle);
  const followFrom = useRef<{ section: T | null } | null>(null);

  useEffect(() => {
    // The hash of the landing URL selects its section (the browser has already scrolled there);
    // without one, a visitor who scrolled before the page became interactive gets their section, and
    // the hash follows as it does for any scroll.
    const fromHash = window.location.hash.slice(1) as T;
    const frame = requestAnimationFrame(() => {
      const section = latestAtMiddle.current;
      if (ids.includes(fromHash)) mark(fromHash);
      else if (window.scrollY > 0 && section) {
        mark(section);
        replaceHash(section);
      }
      followFrom.current = { section };
    });
    return () => cancelAnimationFrame(frame);
  }, [ids, mark]);

  useEffect(() => {
    latestAtMiddle.current = atMiddle;
    const from = followFrom.current;
    if (!from || atMiddle === from.section) return;
    from.section = atMiddle;
    if (!atMiddle || clickScrolling.current || atMiddle === activeRef.current) return;
    mark(atMiddle);
    replaceHash(atMiddle);
  }, [atMiddle, mark]);

  /** A capability button: select it, scroll smoothly to its section and move focus there. */
  const select = useCallback((id: T) => {
    const section = document.getElementById(id);
    mark(id);
    replaceHash(id);
    if (!section) return;
    clickScrolling.current = true;
    let timer = 0;
    const done = () => {
      clickScrolling.current = false;
      window.removeEventListener("scrollend", done);
      window.clearTimeout(timer);
    };
    window.addEventListener("scrollend", done, { once: true });
    timer = window.setTimeout(done, CLICK_SCROLL_FALLBACK_MS);
    section.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
    section.focus({ preventScroll: true });
  }, [mark]);

  return { active, select };
}
