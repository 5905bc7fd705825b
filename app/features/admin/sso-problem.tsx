import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { brand } from "#app/config/site.ts";
import { AccountCard } from "./account-card.tsx";

/**
 * Every way a single sign-on can end without signing in, with its status and what the person is
 * told: the provider down (200: the page is the answer, as no visitor's request here may be a 5xx;
 * the log has the outage at error level), a flow that cannot be
 * trusted (400), an identity that is not a member (403), single sign-on switched off (404).
 */
export const SSO_PROBLEMS = {
  off: { status: 404, title: "Single sign-on is off", text: () => "Single sign-on is not set up for this site. Sign in with your e-mail address and password." },
  unavailable: {
    status: 200,
    title: "Single sign-on unavailable",
    text: () => "Single sign-on is not available right now: the identity provider did not answer. Try again in a few minutes, or sign in with your password.",
  },
  "provider-error": { status: 400, title: "Sign-in cancelled", text: () => "The identity provider did not sign you in: the sign-in was cancelled or refused there." },
  expired: { status: 400, title: "Sign-in expired", text: () => "This sign-in attempt has expired or was already used. Start again from the sign-in page." },
  "bad-state": { status: 400, title: "Sign-in not verified", text: () => "This sign-in attempt could not be verified: it does not match the one this browser started." },
  failed: { status: 400, title: "Sign-in not verified", text: () => "The identity provider's answer could not be verified. Start again from the sign-in page." },
  "not-member": {
    status: 403,
    title: "Not a staff member",
    text: (email: string | null) => `${email ?? "This address"} is not a member of the ${brand.name} staff. Ask an admin to invite you.`,
  },
  deactivated: {
    status: 403,
    title: "Account deactivated",
    text: (email: string | null) => `The account ${email ?? ""} has been deactivated. Ask an admin if you need access again.`,
  },
  unverified: {
    status: 403,
    title: "Address not verified",
    text: (email: string | null) => `Your identity provider has not verified ${email ?? "your address"}, so it cannot be used to sign in here.`,
  },
  "no-email": {
    status: 403,
    title: "No e-mail address",
    text: () => "Your identity provider did not share an e-mail address, which is needed to sign in here.",
  },
  "has-factors": {
    status: 403,
    title: "Two-step sign-in is on",
    text: (email: string | null) =>
      `The account ${email ?? ""} signs in here with two-step sign-in, so single sign-on cannot take it over. Sign in with your password and second factor.`,
  },
  "linked-elsewhere": {
    status: 403,
    title: "Linked to another identity",
    text: (email: string | null) => `The account ${email ?? ""} is linked to a different single sign-on identity. Ask an admin for help.`,
  },
} as const satisfies Record<string, { status: number; title: string; text: (email: string | null) => string }>;

export type SsoProblem = keyof typeof SSO_PROBLEMS;

/** The page a single sign-on that did not sign in ends on, with the way back to the sign-in page. */
export function SsoProblemCard({ problem, email }: { problem: SsoProblem; email: string | null }) {
  const { title, text } = SSO_PROBLEMS[problem];
  return (
    <AccountCard icon={ShieldAlert} title={title}>
      <p role="alert" className="mt-3 text-sm text-muted-foreground">
        {text(email)}
      </p>
      <Button asChild className="mt-6">
        <Link to="/admin/login" reloadDocument>
          Try again
        </Link>
      </Button>
    </AccountCard>
  );
}
