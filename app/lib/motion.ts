// The visitor's motion preference, for script that scrolls or animates.

export const REDUCED_MOTION_QUERY = "(prefers-reduced-motion: reduce)";

/** True when the visitor asked the system for less motion. */
export const prefersReducedMotion = () => matchMedia(REDUCED_MOTION_QUERY).matches;

/** How a scroll script moves: smoothly, unless the visitor asked for less motion. */
export const scrollBehavior = (): ScrollBehavior => (prefersReducedMotion() ? "auto" : "smooth");
