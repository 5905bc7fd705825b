import { Download } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { footerColumns } from "#app/config/navigation.ts";
import { brand, files } from "#app/config/site.ts";
import { Logo } from "./logo.tsx";
import { SmartLink } from "./smart-link.tsx";

function ReportBanner() {
  return (
    <div className="rounded-xl bg-gradient-to-r from-primary to-brand-ink p-6 text-primary-foreground sm:flex sm:items-center sm:justify-between sm:gap-6 sm:p-8">
      <div>
        <p className="text-sm font-medium tracking-wide text-brand-amber uppercase">New research</p>
        <p className="mt-1 text-xl font-semibold">{files.reportTitle}</p>
        <p className="mt-1 text-sm text-primary-foreground/80">
          How leading foundation models score across nine AI risk dimensions.
        </p>
      </div>
      <Button asChild variant="secondary" className="mt-4 shrink-0 sm:mt-0">
        <a href={files.report} target="_blank" rel="noopener noreferrer">
          <Download aria-hidden="true" /> Download Now<span className="sr-only"> (PDF, opens in a new tab)</span>
        </a>
      </Button>
    </div>
  );
}

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <ReportBanner />
        <div className="mt-12 grid gap-10 md:grid-cols-4">
          <div>
            <Logo />
            <p className="mt-4 text-sm text-muted-foreground">{brand.footerBlurb}</p>
          </div>
          {footerColumns.map((column) => (
            <nav key={column.label} aria-labelledby={`footer-${column.label}`}>
              <h2 id={`footer-${column.label}`} className="text-sm font-semibold">
                {column.label}
              </h2>
              <ul className="mt-4 space-y-2 text-sm">
                {column.links.map((link) => (
                  <li key={link.href}>
                    <SmartLink link={link} className="text-muted-foreground hover:text-foreground">
                      {link.label}
                    </SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-4 border-t pt-6 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {brand.copyrightYear} {brand.legalName} All rights reserved.
          </p>
          <div className="flex items-center gap-6">
            <Link to="/privacy-policy" className="hover:text-foreground">
              Privacy Policy
            </Link>
            <label className="flex items-center gap-2">
              <span>Language</span>
              <select className="rounded-md border bg-background px-2 py-1 text-foreground" defaultValue="en">
                <option value="en">English</option>
              </select>
            </label>
          </div>
        </div>
      </div>
    </footer>
  );
}
