import { useEffect } from "react";
import { useCspNonce } from "#app/lib/csp-nonce.ts";
import { useDocumentHydrates } from "#app/lib/page-hydration.ts";
// Vite bundles a `?worker&url` import into a file of its own and gives its address: the enhancer
// becomes one small script, outside React Router's client build and the same in the server's HTML.
import enhancerUrl from "#app/enhance/enhancer.ts?worker&url";
// Bundled the same way: React DOM, the islands and the toast host, which the enhancer loads when an
// island is first used or a toast is asked for.
import islandsRuntimeUrl from "#app/islands/runtime.ts?worker&url";

// A script element made by this inline script is trusted under 'strict-dynamic' (a stored page's
// policy, server/strict-csp.ts); it loads after the page's own markup, like a deferred script.
const loader = `{const s=document.createElement("script");s.type="module";s.src=${JSON.stringify(enhancerUrl)};s.dataset.islandsRuntime=${JSON.stringify(islandsRuntimeUrl)};document.head.appendChild(s)}`;

/**
 * Loads the enhancer (app/enhance/enhancer.ts), which gives the public chrome its behaviour: a page
 * that does not hydrate loads it from its HTML; on a page that hydrates the chrome imports it once
 * mounted, as the React code it replaces ran only after hydration. A module runs once, however
 * often it is imported.
 */
export function EnhancerScript() {
  const hydrates = useDocumentHydrates();
  const nonce = useCspNonce();
  useEffect(() => {
    void import(/* @vite-ignore */ enhancerUrl);
  }, []);
  return hydrates ? null : <script nonce={nonce} dangerouslySetInnerHTML={{ __html: loader }} />;
}
