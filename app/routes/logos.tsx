import { Download } from "lucide-react";
import { PageHero } from "#app/components/page/page-hero.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { addresses, brand, files } from "#app/config/site.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { mailtoHref } from "#app/lib/href.ts";
import { withoutHydration } from "#app/lib/page-hydration.ts";
import type { Route } from "./+types/logos";

/** Server HTML plus the enhancer: nothing on this page needs React in the browser. */
export const handle = withoutHydration;

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, {
    title: `Logo Assets | ${brand.name}`,
    description: `Download the ${brand.name} logo as PNG files for press, partner and event use.`,
    path: "/logos",
    noindex: true,
  });

const logoFiles = [
  { title: "Standard logo", size: { width: 1024, height: 512 }, href: files.logoStandard, use: "Web pages, presentations and print." },
  { title: "Compact logo", size: { width: 520, height: 260 }, href: files.logoCompact, use: "Partner directories, e-mail signatures and small placements." },
];

export default function LogosPage() {
  return (
    <>
      <PageHero
        title="Logo Assets"
        lead={`Official ${brand.name} logo files for press, partners and event organizers. Please keep clear space around the logo and do not alter its colours or proportions.`}
      />
      <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6 sm:py-16">
        <ul className="grid gap-6 md:grid-cols-2">
          {logoFiles.map((file) => (
            <li key={file.href} className="flex flex-col rounded-2xl border bg-card shadow-sm">
              <div className="flex items-center justify-center rounded-t-2xl border-b bg-[repeating-conic-gradient(var(--muted)_0_25%,transparent_0_50%)] bg-[length:20px_20px] p-6">
                <img
                  src={file.href}
                  width={file.size.width}
                  height={file.size.height}
                  alt={`${brand.name} logo, ${file.size.width} by ${file.size.height} pixels`}
                  loading="lazy"
                  className="h-auto w-full max-w-sm"
                />
              </div>
              <div className="flex flex-1 flex-col p-6">
                <h2 className="text-lg font-semibold">{file.title}</h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  PNG, {file.size.width} × {file.size.height} px, transparent background. {file.use}
                </p>
                <Button asChild className="mt-5 self-start">
                  <a href={file.href} download>
                    <Download aria-hidden="true" /> Download {file.size.width}x{file.size.height} PNG
                  </a>
                </Button>
              </div>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center text-sm text-muted-foreground">
          Need another format or have a question about using our brand? Write to{" "}
          <a href={mailtoHref(addresses.hello)} className="font-medium text-primary underline underline-offset-4">
            {addresses.hello}
          </a>
          .
        </p>
      </div>
    </>
  );
}
