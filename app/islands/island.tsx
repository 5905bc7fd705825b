import { createElement, useContext, type ComponentType } from "react";
import { useDocumentHydrates } from "#app/lib/page-hydration.ts";
import type { IslandName } from "./registry.ts";
import { IslandRenderer } from "./render-context.ts";

type Props<P extends object> = {
  name: IslandName;
  /** The registry's component for `name`: the server renders it, the runtime hydrates it. */
  component: ComponentType<P>;
  /** Sent to the browser as JSON: plain data only. */
  props: P;
  /** Hydrate at once, not on first use, when this session storage key is set (work waiting on load). */
  hydrateIfStored?: string;
  /** Hydrate at once when the address's hash is one of these (the island shows what it names). */
  hydrateIfHash?: readonly string[];
};

/**
 * A part of a page that does not hydrate which needs React in the browser (a form): the server
 * renders it as a tree of its own inside a container that names it and carries its props; the
 * enhancer loads the islands runtime (React DOM alone, runtime.ts) on the visitor's first focus,
 * pointer or key in it, and holds back a click or a submit until it is live (app/enhance/islands.ts).
 * In a hydrated document (a client navigation to the page) it is simply the component. Inside it:
 * no React Router hook or <Link>, as there is no router around it in the browser.
 */
export function Island<P extends object>({ name, component, props, hydrateIfStored, hydrateIfHash }: Props<P>) {
  const hydrates = useDocumentHydrates();
  const renderToString = useContext(IslandRenderer);
  const element = createElement(component, props);
  if (hydrates || !renderToString) return element;
  return (
    <div
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-island-hydrate-if-stored={hydrateIfStored}
      data-island-hydrate-if-hash={hydrateIfHash?.join(" ")}
      className="contents"
      dangerouslySetInnerHTML={{ __html: renderToString(element) }}
    />
  );
}
