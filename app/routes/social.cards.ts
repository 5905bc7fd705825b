import { readPublicPostCard } from "#app/features/blog/post-social-image.server.ts";
import type { Route } from "./+types/social.cards";

/**
 * A public post's social card: /social/cards/<hash>.png, immutable. A card of a post that is not
 * public (a scheduled one before its time, an unpublished or deleted one) is not found.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const hash = /^([0-9a-f]{24})\.png$/.exec(params.file)?.[1];
  const png = hash && (await readPublicPostCard(context.db, hash));
  if (!png) {
    return new Response("Card not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  }
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Cache-Control": "public, max-age=31536000, immutable", "Content-Length": String(png.length) },
  });
}
