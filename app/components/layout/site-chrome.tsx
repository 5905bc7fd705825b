import type { ReactNode } from "react";
import type { Announcement } from "#app/features/site-content/public.server.ts";
import { AnnouncementBanner } from "./announcement-banner.tsx";
import { BackToTop } from "./back-to-top.tsx";
import { CookieConsent } from "./cookie-consent.tsx";
import { EnhancerScript } from "./enhancer-script.tsx";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";

/** The public site's frame around every marketing page: announcement, header, footer, cookie bar, back-to-top. */
export function SiteChrome({ announcement, children }: { announcement: Announcement | null; children: ReactNode }) {
  return (
    <>
      <AnnouncementBanner announcement={announcement} />
      <SiteHeader />
      {/* The skip link (root.tsx) leads here. */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        {children}
      </main>
      <SiteFooter />
      <CookieConsent />
      <BackToTop />
      <EnhancerScript />
    </>
  );
}
