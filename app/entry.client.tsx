import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server HTML is the page; hydration only adds behaviour. Let the browser paint it first:
// scripts that arrive early (cached, or on a fast connection) would otherwise hydrate before the
// first paint and keep the screen blank meanwhile. A hidden tab paints nothing, so it hydrates now.
if (document.visibilityState === "visible") {
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else {
  hydrate();
}
