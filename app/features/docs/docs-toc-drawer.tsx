import { PanelLeft } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { Button } from "#app/components/ui/button.tsx";
import type { DocsNavigation } from "./content-model.ts";

const loadDrawer = () => import("./docs-drawer.tsx");
const DocsDrawer = lazy(loadDrawer);

export type DocsTocDrawerProps = { navigation: DocsNavigation };

/**
 * The phone's navigation button and drawer (an island, docs-toc-drawer-island.tsx). The
 * button opens and closes it, so Ctrl+B (the enhancer presses it on a phone) does both; Escape
 * and a followed link close it too.
 */
export function DocsTocDrawer({ navigation }: DocsTocDrawerProps) {
  const [open, setOpen] = useState(false);
  /** The drawer's code is fetched the first time it is wanted. */
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-keyshortcuts="Control+B Meta+B"
        data-docs-drawer-button
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onClick={() => {
          setUsed(true);
          setOpen((isOpen) => !isOpen);
        }}
      >
        <PanelLeft aria-hidden="true" />
        <span className="sr-only">Open table of contents</span>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <DocsDrawer open={open} onOpenChange={setOpen} navigation={navigation} opener={button} />
        </Suspense>
      )}
    </>
  );
}
