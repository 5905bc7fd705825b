import { clsx, type ClassValue } from "clsx";
import { createTailwindMerge, validators } from "tailwind-merge";

const { isAny, isArbitraryValue, isFraction, isNumber, isTshirtSize } = validators;

const spacing = [isNumber, isFraction, isArbitraryValue, "px", "auto", "full", "screen", "fit", "min", "max", "dvh"];
const textSize = [isTshirtSize, "base", isArbitraryValue];
const notTextSize = (value: string) => !isTshirtSize(value) && value !== "base" && !isArbitraryValue(value);

/**
 * Class merging for the utilities this site's components override (colours, sizes, spacing,
 * type, radius, layout). The full default config costs ~8 KB gzip on every page; classes
 * outside these groups are simply kept, which is what plain clsx would do.
 */
const twMerge = createTailwindMerge(() => ({
  cacheSize: 500,
  theme: {},
  classGroups: {
    display: ["block", "inline-block", "inline", "flex", "inline-flex", "grid", "inline-grid", "hidden", "contents"],
    position: ["static", "fixed", "absolute", "relative", "sticky"],
    "bg-color": [{ bg: [isAny] }],
    "text-size": [{ text: textSize }],
    "text-color": [{ text: [notTextSize] }],
    "font-weight": [{ font: ["thin", "light", "normal", "medium", "semibold", "bold", "extrabold", "black"] }],
    leading: [{ leading: [isAny] }],
    tracking: [{ tracking: [isAny] }],
    whitespace: [{ whitespace: [isAny] }],
    h: [{ h: spacing }],
    w: [{ w: spacing }],
    size: [{ size: spacing }],
    "min-h": [{ "min-h": spacing }],
    "min-w": [{ "min-w": spacing }],
    "max-w": [{ "max-w": [isAny] }],
    p: [{ p: spacing }],
    px: [{ px: spacing }],
    py: [{ py: spacing }],
    pt: [{ pt: spacing }],
    pr: [{ pr: spacing }],
    pb: [{ pb: spacing }],
    pl: [{ pl: spacing }],
    m: [{ m: spacing }],
    mx: [{ mx: spacing }],
    my: [{ my: spacing }],
    mt: [{ mt: spacing }],
    mr: [{ mr: spacing }],
    mb: [{ mb: spacing }],
    ml: [{ ml: spacing }],
    gap: [{ gap: spacing }],
    rounded: [{ rounded: ["", isAny] }],
    shadow: [{ shadow: ["", isAny] }],
    "border-color": [{ border: [(value: string) => !isNumber(value) && !isArbitraryValue(value)] }],
    "justify-content": [{ justify: ["start", "end", "center", "between", "around", "evenly", "stretch"] }],
    "align-items": [{ items: ["start", "end", "center", "baseline", "stretch"] }],
    "align-self": [{ self: ["auto", "start", "end", "center", "stretch", "baseline"] }],
    overflow: [{ overflow: ["auto", "hidden", "clip", "visible", "scroll"] }],
    opacity: [{ opacity: [isNumber] }],
    underline: ["underline", "no-underline", "line-through"],
  },
  conflictingClassGroups: {
    p: ["px", "py", "pt", "pr", "pb", "pl"],
    px: ["pr", "pl"],
    py: ["pt", "pb"],
    m: ["mx", "my", "mt", "mr", "mb", "ml"],
    mx: ["mr", "ml"],
    my: ["mt", "mb"],
    size: ["w", "h"],
  },
  conflictingClassGroupModifiers: {},
  orderSensitiveModifiers: [],
}));

export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
