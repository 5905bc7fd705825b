// A code sample's tokens as the build highlighted them (shiki's hast), drawn by React: coloured
// spans and text only, so there is no markup to sanitise.
import type { ElementContent } from "hast";
import { toJsxRuntime } from "hast-util-to-jsx-runtime";
import { Fragment, jsx, jsxs } from "react/jsx-runtime";

export function CodeTokens({ tokens }: { tokens: ElementContent[] }) {
  return toJsxRuntime({ type: "root", children: tokens }, { Fragment, jsx, jsxs });
}
