import { render, toPlainText } from "@react-email/render";
import type { ReactElement } from "react";

/** One template → the HTML part and the plain-text part of the same message (one React render). */
export async function renderEmail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html) };
}
