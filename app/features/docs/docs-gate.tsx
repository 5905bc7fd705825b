import { Lock, LogOut } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { GATE_INTENT, type GateActionData } from "./gate.ts";

type GateProps = {
  title: string;
  /** The answer to the last refused attempt, if any. */
  result?: GateActionData;
};

/** The password screen shown by /docs and /docs/api until the shared phrase is entered. */
export function DocsGate({ title, result }: GateProps) {
  return (
    <section className="mx-auto w-full max-w-md px-4 py-16 sm:py-24">
      <div className="rounded-xl border bg-card p-6 shadow-sm sm:p-8">
        <div className="flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Lock aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-2xl font-bold tracking-tight">{title}</h1>
          <p className="mt-2 text-sm text-muted-foreground">
            This documentation is password-protected. Contact your administrator for credentials.
          </p>
        </div>
        {/* Each attempt is a page of its own: the field starts empty after a refusal. */}
        <PasswordForm error={result?.error} />
      </div>
    </section>
  );
}

/**
 * A form that posts as a page. The enhancer (app/enhance/docs-gate.ts) keeps its button disabled
 * while the field is empty (without script `required` guards it), sends the URL fragment along,
 * which the server cannot see, so a deep link such as /docs#integrations lands on its section once
 * unlocked, and after a refusal puts the focus back in the cleared field.
 */
function PasswordForm({ error }: { error?: string }) {
  return (
    <form method="post" data-docs-gate data-pending-form className="mt-6 grid gap-4">
      <input type="hidden" name="intent" value={GATE_INTENT.unlock} />
      <input type="hidden" name="fragment" defaultValue="" />
      <div className="grid gap-2">
        <Label htmlFor="docs-password">Password</Label>
        <Input
          id="docs-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "docs-password-error" : undefined}
          data-autofocus={error ? "" : undefined}
        />
        {error && (
          <p id="docs-password-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      <Button type="submit" data-pending-label="Checking…">
        Access Documentation
      </Button>
    </form>
  );
}

/** Ends docs access on this browser (the cookie is HttpOnly, so only the server can clear it). */
export function DocsSignOut({ className }: { className?: string }) {
  return (
    <form method="post" className={className}>
      <input type="hidden" name="intent" value={GATE_INTENT.signOut} />
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden="true" />
        Sign out of docs
      </Button>
    </form>
  );
}
