import { MailCheck } from "lucide-react";
import { useSearchParams } from "react-router";
import { newsletter } from "#app/config/site.ts";

/** The query parameter a sign-up adds to the page it goes on to (the address never travels in a URL). */
export const SIGNED_UP_PARAM = "subscribed";

/** "Check your inbox", on the page a newsletter sign-up goes on to. */
export function SignedUpNotice() {
  const [params] = useSearchParams();
  if (params.get(SIGNED_UP_PARAM) !== "1") return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <div role="status" className="flex gap-3 rounded-xl border border-primary/30 bg-primary/5 p-4 text-sm">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
        <p>
          <strong className="font-semibold">Almost there: please check your inbox.</strong> We sent you a link to confirm
          your subscription to {newsletter.name}; it works for {newsletter.confirmDays} days. Meanwhile, here is our latest
          report.
        </p>
      </div>
    </div>
  );
}
