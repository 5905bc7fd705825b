import { useLocation } from "react-router";
import { Island } from "#app/islands/island.tsx";
import { NewsletterBlock } from "./newsletter-block.tsx";
import type { SignupResult } from "./newsletter.schema.ts";

/**
 * The newsletter block as an island (app/islands/): on a page that does not hydrate it becomes live
 * when the visitor first uses it. The page it is on is stored with the sign-up.
 */
export function NewsletterSignup({ postResult, className }: { postResult?: SignupResult; className?: string }) {
  const { pathname } = useLocation();
  return <Island name="newsletter" component={NewsletterBlock} props={{ sourcePage: pathname, postResult, className }} />;
}
