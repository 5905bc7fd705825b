// The pricing page's selected capability: chosen by the hash on load, by a click in the
// capability bar, and by scrolling (the section crossing the viewport's middle line). The hash
// follows with history.replaceState so scrolling never adds history entries.
import { useCallback, useEffect, useRef, useState } from "react";

/** A click's smooth scroll passes other sections; the spy waits until it has ended. */
const CLICK_SCROLL_FALLBACK_MS = 1200;

function replaceHash(id: string) {
  if (window.location.hash === `#${id}`) return;
  const { pathname, search } = window.location;
  // Keep the router's state object: it holds React Router's key for this entry.
  window.history.replaceState(window.history.state, "", `${pathname}${search}#${id}`);
}

/** Which section crosses the horizontal line through the middle of the viewport, if any. */
function sectionAtMiddle<T extends string>(ids: readonly T[]): T | null {
  const middle = window.innerHeight / 2;
  for (const id of ids) {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    if (rect && rect.top <= middle && rect.bottom > middle) return id;
  }
  return null;
}

export function useSectionSpy<T extends string>(ids: readonly T[], initial: T) {
  const [active, setActive] = useState<T>(initial);
  const activeRef = useRef(active);
  const clickScrolling = useRef(false);

  const mark = useCallback((id: T) => {
    activeRef.current = id;
    setActive(id);
  }, []);

  useEffect(() => {
    let frame = 0;
    const follow = () => {
      const current = sectionAtMiddle(ids);
      if (current && current !== activeRef.current) {
        mark(current);
        replaceHash(current);
      }
    };
    // The hash of the landing URL selects its section (the browser has already scrolled there);
    // without one, a visitor who scrolled before the page became interactive gets their section.
    const fromHash = window.location.hash.slice(1) as T;
    const initialFrame = requestAnimationFrame(() => {
      if (ids.includes(fromHash)) mark(fromHash);
      else if (window.scrollY > 0) follow();
    });

    const onScroll = () => {
      if (frame || clickScrolling.current) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        follow();
      });
    };
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
      cancelAnimationFrame(initialFrame);
    };
  }, [ids, mark]);

  /** A capability button: select it, scroll smoothly to its section and move focus there. */
  const select = useCallback(
    (id: T) => {
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
      const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
      section.focus({ preventScroll: true });
    },
    [mark],
  );

  return { active, select };
}
