import { ChevronDown, Menu, X } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { headerButtons, headerMenus, type NavSection } from "#app/config/navigation.ts";
import { DesktopMenus } from "./desktop-menus.tsx";
import { Logo } from "./logo.tsx";
import { SmartLink } from "./smart-link.tsx";
import { brand } from "#app/config/site.ts";

function MobileSection({ section }: { section: NavSection }) {
  const id = `mobile-menu-${section.label.toLowerCase()}`;
  return (
    <li className="border-b last:border-b-0">
      <button
        type="button"
        data-disclosure=""
        aria-expanded="false"
        aria-controls={id}
        className="group flex w-full items-center justify-between py-3 text-left font-medium"
      >
        {section.label}
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <ul id={id} hidden className="pb-3">
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

/**
 * The site header, rendered with its menus closed: the enhancer (app/enhance/) opens and closes the
 * desktop menus and the small-screen menu, on pages that hydrate and on pages that do not.
 */
export function SiteHeader() {
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
          className="group ml-auto lg:hidden"
          data-disclosure=""
          data-mobile-menu-toggle=""
          aria-expanded="false"
          aria-controls="mobile-menu"
        >
          <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
          <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          <span className="sr-only group-aria-expanded:hidden">Open menu</span>
          <span className="sr-only hidden group-aria-expanded:inline">Close menu</span>
        </Button>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" hidden className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t px-4 pb-4 lg:hidden">
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
