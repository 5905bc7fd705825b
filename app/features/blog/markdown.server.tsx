// Post bodies are Markdown written in the admin. They are rendered here, on the server, to an
// HTML string: react-markdown escapes every text and attribute, raw HTML and unsafe URLs are dropped,
// so the string is safe to insert, and no Markdown library is shipped to the browser.
import type { ComponentProps } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import Markdown, { defaultUrlTransform, type Components } from "react-markdown";
import remarkBreaks from "remark-breaks";
import remarkGfm from "remark-gfm";
import { ARTICLE_IMAGE_SIZES } from "#app/features/images/image-ref.ts";
import { ResponsiveImage } from "#app/features/images/responsive-image.tsx";
import { isLocalImage } from "./entry.ts";

function Anchor({ href, children, node: _node, ...rest }: ComponentProps<"a"> & { node?: unknown }) {
  if (!href) return <>{children}</>;
  const external = /^(https?:)?\/\//i.test(href);
  return external ? (
    <a href={href} target="_blank" rel="noopener noreferrer nofollow" {...rest}>
      {children}
    </a>
  ) : (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * Only images from this site load (the CSP allows no other origin); others become a plain link. An
 * uploaded image comes with its responsive sources, width and height.
 */
function Image({ src, alt, node: _node, ...rest }: ComponentProps<"img"> & { node?: unknown }) {
  if (typeof src === "string" && isLocalImage(src)) {
    return <ResponsiveImage src={src} alt={alt ?? ""} sizes={ARTICLE_IMAGE_SIZES} loading="lazy" decoding="async" {...rest} />;
  }
  if (typeof src === "string" && src) return <Anchor href={src}>{alt || src}</Anchor>;
  return null;
}

const components: Components = {
  // The page's title is the only h1; a "# " line in a body becomes a section heading.
  h1: ({ node: _node, ...props }) => <h2 {...props} />,
  a: Anchor,
  img: Image,
  // Tables scroll sideways on a phone instead of widening the page; the frame takes the keyboard
  // focus so a table without links can be scrolled without a pointer. A group, not a region: an
  // article may hold several tables, and landmarks must be told apart by name.
  table: ({ node: _node, ...props }) => (
    <div className="table-scroll" role="group" aria-label="Table, scrolls sideways" tabIndex={0}>
      <table {...props} />
    </div>
  ),
};

export function renderPostBody(markdown: string): string {
  return renderToStaticMarkup(
    <Markdown
      remarkPlugins={[remarkGfm, remarkBreaks]}
      // Raw HTML in a body is dropped: it never becomes markup, and escaped tags would only
      // clutter the article.
      skipHtml
      urlTransform={defaultUrlTransform}
      components={components}
    >
      {markdown}
    </Markdown>,
  );
}
