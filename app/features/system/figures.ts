// How the System page writes sizes and spans of time: the few units an operator reads at a glance.

const BYTE_UNITS = ["B", "KB", "MB", "GB", "TB"];

/** 1536 → "1.5 KB", 734003200 → "700 MB" (powers of 1024, as operating systems show memory). */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, "")} ${BYTE_UNITS[unit]}`;
}

/** 42 → "42 s", 3720 → "1 h 2 min", 200000 → "2 d 7 h": the two largest units. */
export function formatSeconds(total: number): string {
  const seconds = Math.max(0, Math.round(total));
  if (seconds < 60) return `${seconds} s`;
  const parts: Array<[number, string]> = [
    [Math.floor(seconds / 86_400), "d"],
    [Math.floor((seconds % 86_400) / 3_600), "h"],
    [Math.floor((seconds % 3_600) / 60), "min"],
  ];
  const first = parts.findIndex(([value]) => value > 0);
  return parts
    .slice(first, first + 2)
    .filter(([value]) => value > 0)
    .map(([value, unit]) => `${value} ${unit}`)
    .join(" ");
}

/** 1 → "1 hit", 1200 → "1,200 hits": a count with its noun. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) => `${count.toLocaleString("en-US")} ${count === 1 ? singular : plural}`;
