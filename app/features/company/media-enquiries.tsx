import { Mail } from "lucide-react";
import { Link } from "react-router";
import { CtaBand } from "#app/components/marketing/cta-band.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addresses } from "#app/config/site.ts";
import { mailtoHref } from "#app/lib/href.ts";

/** The newsroom's media contact: the communications team's address and the logo files (the newsroom and each press release). */
export function MediaEnquiries() {
  return (
    <CtaBand
      tone="light"
      title="Media enquiries"
      text="Journalists and analysts can reach our communications team for interviews, briefings, research data and logo files."
    >
      <Button asChild size="lg">
        <a href={mailtoHref(addresses.hello, { subject: "Media enquiry" })}>
          <Mail aria-hidden="true" /> {addresses.hello}
        </a>
      </Button>
      <Button asChild size="lg" variant="outline">
        <Link to="/logos">Logo Assets</Link>
      </Button>
    </CtaBand>
  );
}
