import { Copy, Download } from "lucide-react";
import { Button, buttonVariants } from "#app/components/ui/button.tsx";
import { Input } from "#app/components/ui/input.tsx";
import { Label } from "#app/components/ui/label.tsx";
import { brand } from "#app/config/site.ts";
import { toastError, toastSuccess } from "#app/lib/toast.ts";
import { useHydrated } from "#app/lib/use-hydrated.ts";

/** The setup key in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

/**
 * Setting up an authenticator app: the QR code to scan, the key to type instead, and the field for
 * the first code, which proves the app has it. Goes inside the form that posts the code.
 */
export function TotpSetupFields({ setup, error }: { setup: { secret: string; qrSvg: string }; error?: string }) {
  return (
    <>
      <ol className="flex list-decimal flex-col gap-3 pl-5 text-sm">
        <li>Open your authenticator app (for example 1Password, Google Authenticator or Microsoft Authenticator) and add an account.</li>
        <li>Scan this QR code, or type the setup key below.</li>
        <li>Enter the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
        alt={`QR code that adds your ${brand.name} admin account to an authenticator app`}
        width={192}
        height={192}
        className="mx-auto size-48 rounded-md border bg-white p-1"
      />
      <div className="flex flex-col gap-1 text-sm">
        <span id="totp-key-label" className="font-medium">
          Setup key
        </span>
        <code aria-labelledby="totp-key-label" data-secret={setup.secret} className="rounded-md bg-muted px-3 py-2 font-mono text-sm break-words">
          {grouped(setup.secret)}
        </code>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="totp-code">Code from the app</Label>
        <Input
          id="totp-code"
          name="code"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={9}
          aria-describedby={error ? "totp-code-error" : undefined}
        />
        {error && (
          <p id="totp-code-error" role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {error}
          </p>
        )}
      </div>
    </>
  );
}

/**
 * Ten recovery codes, shown once: to copy, or download as a text file (a data: link, so it works
 * before the page's script has loaded too).
 */
export function RecoveryCodesList({ codes }: { codes: string[] }) {
  const hydrated = useHydrated();
  const text = `${brand.name} admin recovery codes\nEach code works once.\n\n${codes.join("\n")}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => toastSuccess({ title: "Copied", description: "The recovery codes are on your clipboard." }),
      () => toastError({ title: "Not copied", description: "Select the codes and copy them yourself." }),
    );
  return (
    <div className="flex flex-col gap-3">
      <p className="rounded-md bg-amber-500/10 px-3 py-2 text-sm" role="status">
        Save these codes somewhere safe now: they are shown only this once. Each one signs you in once if your authenticator app is out of reach.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-md bg-muted px-3 py-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {hydrated && (
          <Button type="button" variant="outline" size="sm" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copy
          </Button>
        )}
        <a
          className={buttonVariants({ variant: "outline", size: "sm" })}
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`${brand.productSlug}-recovery-codes.txt`}
        >
          <Download aria-hidden="true" />
          Download .txt
        </a>
      </div>
    </div>
  );
}
