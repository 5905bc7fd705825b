import type { RGB } from "pdf-lib";
import type { Severity } from "#app/content/trust-score.ts";
import { COLORS } from "./layout.ts";

/** Severity labels keep the colours they have on the site. */
export function severityColor(severity: Severity): RGB {
  switch (severity) {
    case "Critical":
      return COLORS.critical;
    case "High":
      return COLORS.high;
    case "Medium":
      return COLORS.medium;
    case "Low":
      return COLORS.low;
  }
}
