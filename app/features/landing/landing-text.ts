// A landing page's words as the page shows them: the settings an editor may name in them
// ({demo-minutes}, {audit-value}) filled in from app/config/site.ts, and a line break shown as a space.
import { meetings } from "#app/config/site.ts";

const SETTINGS: Record<string, string> = {
  "{demo-minutes}": String(meetings.landingDemoMinutes),
  "{audit-value}": meetings.auditValue,
};
const SETTING = /(\{demo-minutes\}|\{audit-value\})/;

/**
 * The text's pieces, each a text node of its own on the page: the words between settings, each
 * setting's value, and a space for each line break (as the page's copy has always been rendered).
 */
export function landingTextPieces(text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, index) => [...(index > 0 ? [" "] : []), ...line.split(SETTING).map((piece) => (Object.hasOwn(SETTINGS, piece) ? SETTINGS[piece]! : piece))])
    .filter(Boolean);
}

/** The text in one string, for a page's title and description. */
export const landingText = (text: string) => landingTextPieces(text).join("");
