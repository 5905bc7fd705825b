import { render } from "@react-email/render";
import type { ReactElement } from "react";

/** One template → the HTML part and the plain-text part of the same message. */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { html, text };
}
