import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";

/** The way back to the page above (the account's pages each lead back to the one they hang from). */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
