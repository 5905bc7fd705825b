// The phone-sized navigation (the sidebar's tree). Loaded on first use, so the dialog code stays out of the
// drawer island's first download (desktop readers never need it).
import { useRef, type RefObject } from "react";
import { Sheet, SheetContent, SheetHeader, SheetTitle } from "#app/components/ui/sheet.tsx";
import type { DocsNavigation } from "./content-model.ts";
import { DocsSidebarNav } from "./docs-sidebar.tsx";
import { sidebarWidths } from "./sidebar-widths.ts";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  navigation: DocsNavigation;
  /** The button that opened the drawer: focus returns there when it is dismissed. */
  opener: RefObject<HTMLButtonElement | null>;
};

export default function DocsDrawer({ open, onOpenChange, navigation, opener }: Props) {
  const followingLink = useRef(false);
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="left"
        aria-describedby={undefined}
        className="w-(--sidebar-width-mobile) max-w-[85vw] gap-0 overflow-y-auto"
        style={sidebarWidths}
        // Dismissed, focus goes back to the button; after following a link it stays with the section.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (!followingLink.current) opener.current?.focus();
          followingLink.current = false;
        }}
      >
        <SheetHeader className="border-b pr-12">
          <SheetTitle>Documentation</SheetTitle>
        </SheetHeader>
        <DocsSidebarNav
          navigation={navigation}
          onNavigate={() => {
            followingLink.current = true;
            onOpenChange(false);
          }}
        />
      </SheetContent>
    </Sheet>
  );
}
