/**
 * A toast asked for by script outside React (the enhancer's share buttons): sent on `window`,
 * cancelable, with `{ title, description, tone }` (success unless it says error). The toast host of a hydrated page shows it; on a page
 * that does not hydrate the islands runtime does (app/enhance/islands-runtime.ts loads it).
 */
export const TOAST_EVENT = "lumenguard:toast";

export type ToastRequest = { title: string; description?: string; tone?: "success" | "error" };
