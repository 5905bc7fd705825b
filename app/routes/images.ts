import { parseImageRequest } from "#app/features/images/image-ref.ts";
import { readImageVariant } from "#app/features/images/images.server.ts";
import type { Route } from "./+types/images";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Uploaded images: /images/<hash>-<width>w.<avif|webp> (and the largest, and the social crop). The
 * hash names the uploaded bytes and the rest names the variant, so an address always shows the same
 * picture and is cached for a year. Unknown addresses are 404.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const wanted = parseImageRequest(params.file);
  const file = wanted && (await readImageVariant(context.db, wanted));
  if (!file) {
    return new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=60" } });
  }
  const etag = `"${params.file}"`;
  const headers = { "Content-Type": file.contentType, "Cache-Control": IMMUTABLE, ETag: etag };
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(request.method === "HEAD" ? null : new Uint8Array(file.bytes), {
    headers: { ...headers, "Content-Length": String(file.bytes.length) },
  });
}
