import type { ComponentProps } from "react";
import { NativeSelect } from "#app/components/ui/native-select.tsx";

/** "America/Argentina/Buenos_Aires" → "Argentina / Buenos Aires" under "America". */
const placeOf = (zone: string) => zone.split("/").slice(1).join(" / ").replace(/_/g, " ") || zone;

/**
 * Every IANA zone the server knows (the loader sends the list, so the browser's own ICU, which may
 * name a zone differently, cannot make the hydrated select differ), grouped by region; a native
 * select, so typing a city's first letters finds it.
 */
export function TimeZoneSelect({ zones, ...props }: { zones: readonly string[] } & ComponentProps<typeof NativeSelect>) {
  const regions = new Map<string, string[]>();
  for (const zone of zones) {
    const region = zone.includes("/") ? zone.split("/")[0]! : "Other";
    regions.set(region, [...(regions.get(region) ?? []), zone]);
  }
  return (
    <NativeSelect {...props}>
      {[...regions].map(([region, members]) => (
        <optgroup key={region} label={region}>
          {members.map((zone) => (
            <option key={zone} value={zone}>
              {placeOf(zone)}
            </option>
          ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
