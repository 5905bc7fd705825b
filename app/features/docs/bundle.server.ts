// The docs as built from the repository (app/features/docs/build/). Server-only: they reach a
// browser solely through the docs routes, after the password check.
import bundle from "virtual:docs-bundle";
import type { DocsBundle } from "./build/docs-bundle.ts";

export const docsBundle: DocsBundle = bundle;
