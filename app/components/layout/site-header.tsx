import { ChevronDown, Menu, X } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { headerButtons, headerMenus, type NavSection } from "#app/config/navigation.ts";
import { cn } from "#app/lib/utils.ts";
import { DesktopMenus } from "./desktop-menus.tsx";
import { Logo } from "./logo.tsx";
import { SmartLink } from "./smart-link.tsx";
import { brand } from "#app/config/site.ts";

function MobileSection({ section }: { section: NavSection }) {
  const [expanded, setExpanded] = useState(false);
  const id = `mobile-menu-${section.label.toLowerCase()}`;
  return (
    <li className="border-b last:border-b-0">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={id}
        onClick={() => setExpanded((open) => !open)}
        className="flex w-full items-center justify-between py-3 text-left font-medium"
      >
        {section.label}
        <ChevronDown aria-hidden="true" className={cn("size-4 transition-transform", expanded && "rotate-180")} />
      </button>
      <ul id={id} hidden={!expanded} className="pb-3">
        {section.links.map((link) => (
          <li key={link.href}>
            <SmartLink link={link} className="block rounded-md px-2 py-2 text-sm text-muted-foreground hover:bg-accent hover:text-foreground">
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </li>
  );
}

export function SiteHeader() {
  // The menu remembers the page it was opened on, so any navigation closes it.
  const { pathname } = useLocation();
  const [openOnPath, setOpenOnPath] = useState<string | null>(null);
  const mobileOpen = openOnPath === pathname;

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Link to="/" className="rounded-md" aria-label={`${brand.name} home`}>
          <Logo />
        </Link>
        <DesktopMenus />
        <div className="ml-auto hidden items-center gap-2 lg:flex">
          {headerButtons.map((button, index) => (
            <Button key={button.href + button.label} asChild size="sm" variant={index === 0 ? "default" : "outline"}>
              <Link to={button.href} prefetch="intent">{button.label}</Link>
            </Button>
          ))}
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto lg:hidden"
          aria-expanded={mobileOpen}
          aria-controls="mobile-menu"
          onClick={() => setOpenOnPath(mobileOpen ? null : pathname)}
        >
          {mobileOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          <span className="sr-only">{mobileOpen ? "Close menu" : "Open menu"}</span>
        </Button>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" hidden={!mobileOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t px-4 pb-4 lg:hidden">
        <ul>
          {headerMenus.map((section) => (
            <MobileSection key={section.label} section={section} />
          ))}
        </ul>
        <div className="mt-3 grid gap-2">
          {headerButtons.map((button, index) => (
            <Button key={button.href + button.label} asChild variant={index === 0 ? "default" : "outline"}>
              <Link to={button.href}>{button.label}</Link>
            </Button>
          ))}
        </div>
      </nav>
    </header>
  );
}
