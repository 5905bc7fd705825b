import { Lock, LogOut } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { GATE_INTENT, type GateActionData } from "./gate.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

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
        {/* A new attempt id remounts the form: the field is cleared after every refusal. */}
        <PasswordForm key={result?.attempt ?? "first"} error={result?.error} />
      </div>
    </section>
  );
}

function PasswordForm({ error }: { error?: string }) {
  const hydrated = useHydrated();
  const [password, setPassword] = useState("");
  const navigation = useNavigation();
  const checking = navigation.state !== "idle" && navigation.formData?.get("intent") === GATE_INTENT.unlock;

  // The server cannot see the URL fragment, so it travels with the form: a deep link such as
  // /docs#integrations lands on its section once unlocked.
  const rememberFragment = (event: FormEvent<HTMLFormElement>) => {
    const field = event.currentTarget.elements.namedItem("fragment");
    if (field instanceof HTMLInputElement) field.value = window.location.hash;
  };

  return (
    <Form method="post" replace onSubmit={rememberFragment} className="mt-6 grid gap-4">
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
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "docs-password-error" : undefined}
          // After a refusal the cleared field takes the focus again, ready for the next try.
          autoFocus={Boolean(error)}
        />
        {error && (
          <p id="docs-password-error" role="alert" className="text-sm font-medium text-destructive">
            {error}
          </p>
        )}
      </div>
      {/* Disabled while empty once the page is interactive; without JavaScript `required` guards it. */}
      <Button type="submit" disabled={(hydrated && password.trim() === "") || checking}>
        {checking ? "Checking…" : "Access Documentation"}
      </Button>
    </Form>
  );
}

/** Ends docs access on this browser (the cookie is HttpOnly, so only the server can clear it). */
export function DocsSignOut({ className }: { className?: string }) {
  return (
    <Form method="post" replace className={className}>
      <input type="hidden" name="intent" value={GATE_INTENT.signOut} />
      <Button type="submit" variant="outline" size="sm">
        <LogOut aria-hidden="true" />
        Sign out of docs
      </Button>
    </Form>
  );
}
