// How the enhancer (app/enhance/islands.ts) and the islands runtime (runtime.ts), two scripts of
// their own, talk about an island's container.

/** Marks a container whose island the visitor has reached for; the runtime hydrates every one. */
export const WANTED_ATTRIBUTE = "data-island-wanted";
/** Sent (bubbling) on a container when it is marked wanted, for a runtime already running. */
export const WANTED_EVENT = "lumenguard:island-wanted";
/** Sent (bubbling) on a container once its island is live. */
export const LIVE_EVENT = "lumenguard:island-live";
