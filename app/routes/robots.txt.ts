import type { Route } from "./+types/robots.txt";

export function loader({ context }: Route.LoaderArgs) {
  const body = ["User-agent: *", "Allow: /", "", `Sitemap: ${context.env.SITE_URL}/sitemap.xml`, ""].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
