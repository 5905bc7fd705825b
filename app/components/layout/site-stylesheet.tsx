import { createContext, useContext } from "react";
import href from "~/app.css?url";

/** The text of the site stylesheet; only the server provides it (see entry.server). */
export const StylesheetText = createContext("");

/** Where the built stylesheet is served; the server reads the file behind it. */
export const stylesheetHref = href;

/**
 * The one site stylesheet. In production the server inlines it, so a page paints as soon as its
 * HTML arrives instead of waiting for a render-blocking request. React keeps one resource per
 * href: the browser adopts the server's <style>, and the client, which has no text, adds nothing.
 * The development server keeps it a file, which Vite updates in place.
 */
export function SiteStylesheet() {
  const text = useContext(StylesheetText);
  if (!import.meta.env.PROD) return <link rel="stylesheet" href={href} precedence="default" />;
  return (
    <style href={href} precedence="default">
      {text}
    </style>
  );
}
