import { useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { storageKeys } from "#app/config/site.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

type Choice = "accepted" | "declined";

function readChoice(): Choice | null {
  try {
    const value = window.localStorage.getItem(storageKeys.cookieConsent);
    return value === "accepted" || value === "declined" ? value : null;
  } catch {
    return null;
  }
}

/** Fixed to the bottom and rendered only after hydration, so it never shifts the page. */
export function CookieConsent() {
  const hydrated = useHydrated();
  const [chosen, setChosen] = useState(false);

  if (!hydrated || chosen || readChoice() !== null) return null;

  const choose = (choice: Choice) => {
    try {
      window.localStorage.setItem(storageKeys.cookieConsent, choice);
    } catch {
      // Storage can be blocked; hiding the bar for this visit is still the visitor's choice.
    }
    setChosen(true);
  };

  return (
    <section
      aria-label="Cookie consent"
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
          <Button variant="outline" onClick={() => choose("declined")}>
            Decline All
          </Button>
          <Button onClick={() => choose("accepted")}>Accept All</Button>
        </div>
      </div>
    </section>
  );
}
