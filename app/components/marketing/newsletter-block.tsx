import { ArrowRight, Mail } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { cn } from "#app/lib/utils.ts";

const INVALID_EMAIL = "Please enter a valid email address";
const REPORT_PATH = "/aitrustscore-report";

/**
 * The monthly "AI Circle of Trust" newsletter block (about and home pages). As the spec has it,
 * the e-mail field validates but nothing is submitted: Subscribe leads to the trust score report.
 * An empty field lets the visitor through; a malformed address stops them with a message.
 */
export function NewsletterBlock({ className }: { className?: string }) {
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);

  // The browser's own e-mail grammar (type="email"), so the rule matches what the field accepts.
  function check(): boolean {
    const input = inputRef.current;
    const valid = !input || input.value.trim() === "" || !input.validity.typeMismatch;
    setError(valid ? null : INVALID_EMAIL);
    return valid;
  }

  return (
    <section
      aria-labelledby={`${inputId}-title`}
      className={cn("rounded-2xl bg-gradient-to-br from-brand-ink to-primary px-6 py-10 text-white sm:px-10 sm:py-12", className)}
    >
      <div className="grid items-center gap-8 lg:grid-cols-2">
        <div>
          <p className="inline-flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-amber uppercase">
            <Mail aria-hidden="true" className="size-4" /> Monthly newsletter
          </p>
          <h2 id={`${inputId}-title`} className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">
            AI Circle of Trust
          </h2>
          <p className="mt-3 text-white/85">
            One e-mail a month with new jailbreak techniques, model trust scores, regulatory deadlines and what security
            leaders are doing about them. No spam; unsubscribe any time.
          </p>
        </div>
        <div>
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
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onBlur={check}
              onChange={() => error && setError(null)}
              className="h-11 border-white/30 bg-white text-foreground placeholder:text-muted-foreground"
            />
            <Button asChild size="lg" className="h-11 bg-brand-amber text-brand-ink hover:bg-brand-amber/90">
              <Link
                to={REPORT_PATH}
                onClick={(event) => {
                  if (!check()) {
                    event.preventDefault();
                    inputRef.current?.focus();
                  }
                }}
              >
                Subscribe <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
          </div>
          <p id={errorId} role="alert" className="mt-2 min-h-5 text-sm font-medium text-amber-200">
            {error}
          </p>
        </div>
      </div>
    </section>
  );
}
