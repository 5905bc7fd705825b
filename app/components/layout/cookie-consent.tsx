import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

/**
 * The cookie bar, rendered hidden: the enhancer (app/enhance/cookie-bar.ts) shows it until the
 * visitor chooses and keeps the choice. Fixed to the bottom, so showing it never shifts the page.
 */
export function CookieConsent() {
  return (
    <section
      aria-label="Cookie consent"
      data-cookie-bar=""
      hidden
      className="fixed inset-x-0 bottom-0 z-50 border-t bg-background p-4 shadow-[0_-4px_16px_rgba(0,0,0,0.08)]"
    >
      <div className="mx-auto flex max-w-7xl flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          We use cookies to keep the site secure and to understand how it is used.{" "}
          <Link to="/privacy-policy" className="font-medium text-primary underline underline-offset-4">
            Learn More
            <span className="sr-only"> about cookies in our privacy policy</span>
          </Link>
        </p>
        <div className="flex shrink-0 gap-2">
          <Button variant="outline" data-cookie-choice="declined">
            Decline All
          </Button>
          <Button data-cookie-choice="accepted">Accept All</Button>
        </div>
      </div>
    </section>
  );
}
