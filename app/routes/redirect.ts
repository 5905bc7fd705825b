import { redirect } from "react-router";
import { externalRedirects, redirects } from "#app/config/redirects.ts";
import type { Route } from "./+types/redirect";

/** Old paths answer one permanent hop to their new home; the query string is kept. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const path = url.pathname.replace(/\/+$/, "") || "/";
  const internal = redirects[path];
  if (internal) return redirect(`${internal}${url.search}`, 301);
  const external = externalRedirects[path];
  if (external) return redirect(external, 302);
  throw new Response("Not Found", { status: 404 });
}
