import { data, Link } from "react-router";
import type { Route } from "./+types/not-found";
import { brand } from "#app/config/site.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname;
  context.logger.warn({ path }, "page not found");
  return data({ path }, { status: 404 });
}

export const meta: Route.MetaFunction = () => [
  { title: `Page not found | ${brand.name}` },
  { name: "description", content: "The page you were looking for does not exist." },
  { name: "robots", content: "noindex" },
];

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center">
      <h1 className="text-6xl font-bold tracking-tight">404</h1>
      <p className="mt-4 text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className="mt-8 inline-block font-medium text-primary underline underline-offset-4">
        Return to Home
      </Link>
    </section>
  );
}
