import { useEffect, useState } from "react";
import { replaceAddress } from "#app/lib/replace-address.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";
import { meetingTabFrom, searchWithoutType, TAB_HASH, type MeetingTab } from "./meeting-tabs.ts";

/**
 * Book a Meeting's tab, from the address: the server and hydration render what the query says
 * (`search`, the hash exists only in the browser); then the hash decides. Choosing a tab replaces
 * the address's hash (never a new history entry) and drops ?type.
 */
export function useMeetingTab(search: string): [MeetingTab, (next: MeetingTab) => void] {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState<MeetingTab | null>(null);

  useEffect(() => {
    const follow = () => setChosen(meetingTabFrom(location.hash, location.search));
    addEventListener("hashchange", follow);
    return () => removeEventListener("hashchange", follow);
  }, []);

  const choose = (next: MeetingTab) => {
    replaceAddress(`${location.pathname}${searchWithoutType(location.search)}${TAB_HASH[next]}`);
    setChosen(next);
  };
  return [chosen ?? meetingTabFrom(hydrated ? location.hash : "", search), choose];
}
