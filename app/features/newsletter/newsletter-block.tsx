import { ArrowRight, Mail } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { newsletter } from "#app/config/site.ts";
import { cn } from "#app/lib/utils.ts";
import type { SignupResult } from "./newsletter.schema.ts";

const INVALID_EMAIL = "Please enter a valid email address";

type Props = {
  /** The page the block is on, stored with the sign-up. */
  sourcePage: string;
  /** What /newsletter answered to a post it refused. */
  postResult?: SignupResult;
  className?: string;
};

/**
 * The monthly "AI Circle of Trust" newsletter block (home, about and its own page). Subscribe with an
 * address posts it to /newsletter, which signs it up (double opt-in: a confirmation e-mail follows)
 * and goes on to the trust score report, as the spec has Subscribe do, or answers a refusal on its
 * own page with what was typed; with an empty field Subscribe only goes on to the report; a
 * malformed address stops the visitor with a message. Without JavaScript the post works the same.
 */
export function NewsletterBlock({ sourcePage, postResult, className }: Props) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  // Posted: the browser is loading the answer. A page restored from the back/forward cache starts over.
  const [submitting, setSubmitting] = useState(false);
  useEffect(() => {
    const restored = () => setSubmitting(false);
    addEventListener("pageshow", restored);
    return () => removeEventListener("pageshow", restored);
  }, []);
  const refused = postResult && !postResult.ok ? postResult : undefined;
  const shown = error ?? refused?.message ?? null;

  // The browser's own e-mail grammar (type="email"), so the rule matches what the field accepts.
  function check(): boolean {
    const input = inputRef.current;
    const valid = !input || input.value.trim() === "" || !input.validity.typeMismatch;
    setError(valid ? null : INVALID_EMAIL);
    return valid;
  }

  return (
    <section
      id="newsletter"
      aria-labelledby={`${inputId}-title`}
      className={cn("scroll-mt-24 rounded-2xl bg-gradient-to-br from-brand-ink to-primary px-6 py-10 text-white sm:px-10 sm:py-12", className)}
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-amber uppercase">
            <Mail aria-hidden="true" className="size-4" /> Monthly newsletter
          </p>
          <h2 id={`${inputId}-title`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            {newsletter.name}
          </h2>
          <p className="mt-3 text-white/85">
            One e-mail a month with new jailbreak techniques, model trust scores, regulatory deadlines and what security
            leaders are doing about them. No spam; unsubscribe any time.
          </p>
        </div>
        <form
          method="post"
          action={newsletter.path}
          noValidate
          className="relative"
          onSubmit={(event) => {
            const input = inputRef.current;
            if (input && input.value.trim() === "") {
              // Nothing to sign up: Subscribe goes on to the report, as it always did.
              event.preventDefault();
              setError(null);
              location.assign(newsletter.nextPath);
              return;
            }
            if (!check()) {
              event.preventDefault();
              input?.focus();
              return;
            }
            setSubmitting(true);
          }}
        >
          <HoneypotField formId={inputId} />
          <input type="hidden" name="sourcePage" value={sourcePage} />
          <Label htmlFor={inputId} className="text-white">
            Work e-mail
          </Label>
          <div className="mt-2 flex flex-col gap-3 sm:flex-row">
            <Input
              ref={inputRef}
              id={inputId}
              type="email"
              name="email"
              autoComplete="email"
              placeholder="you@company.com"
              maxLength={254}
              defaultValue={refused?.email}
              aria-invalid={shown ? true : undefined}
              aria-describedby={shown ? errorId : undefined}
              onBlur={check}
              onChange={() => error && setError(null)}
              className="h-11 border-white/30 bg-white text-foreground placeholder:text-muted-foreground"
            />
            <Button
              type="submit"
              size="lg"
              disabled={submitting}
              className="h-11 bg-brand-amber text-brand-ink hover:bg-brand-amber/90"
            >
              {submitting ? "Subscribing..." : "Subscribe"} <ArrowRight aria-hidden="true" />
            </Button>
          </div>
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-amber-200">
            {shown}
          </p>
        </form>
      </div>
    </section>
  );
}

