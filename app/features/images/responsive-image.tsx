import type { ComponentProps } from "react";
import { parseImageRef, responsiveSources } from "./image-ref.ts";

type Props = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height"> & {
  src: string;
  /** How wide the image is shown, for the browser's choice among the widths (srcset). */
  sizes: string;
};

/**
 * An image as the site serves it. An uploaded image (see image-ref.ts) becomes a <picture> with AVIF
 * and WebP at every width, and its width and height, so the page does not move as it loads; any other
 * address on this site stays a plain <img>.
 */
export function ResponsiveImage({ src, sizes, alt = "", ...rest }: Props) {
  const ref = parseImageRef(src);
  if (!ref) return <img src={src} alt={alt} {...rest} />;
  const sources = responsiveSources(ref);
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avifSrcSet} sizes={sizes} />
      <source type="image/webp" srcSet={sources.webpSrcSet} sizes={sizes} />
      <img src={sources.src} width={sources.width} height={sources.height} alt={alt} {...rest} />
    </picture>
  );
}
