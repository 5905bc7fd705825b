import { useEffect, useRef } from "react";

/**
 * A panel that a link in a list opens (the post form, a lead): when it closes and the focus went
 * with it, the focus goes back to the element that opened it, found by its id, as a dialog's does.
 * A control that kept the focus (a notice the page moved it to, say) keeps it.
 */
export function useFocusReturn(openedKey: string | null, openerId: (key: string) => string) {
  const lastOpened = useRef(openedKey);
  useEffect(() => {
    const previous = lastOpened.current;
    lastOpened.current = openedKey;
    if (openedKey || !previous) return;
    if (document.activeElement && document.activeElement !== document.body) return;
    document.getElementById(openerId(previous))?.focus();
  }, [openedKey, openerId]);
}
