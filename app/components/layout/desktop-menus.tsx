import { ChevronDown } from "lucide-react";
import { headerMenus } from "#app/config/navigation.ts";
import { SmartLink } from "./smart-link.tsx";

/**
 * The header's disclosure menus, rendered closed. Opening, closing, the hover delays and the keys
 * are the enhancer's (app/enhance/desktop-menus.ts), the same on pages that hydrate and pages that
 * do not; it changes only aria-expanded and hidden, which the styles follow.
 */
export function DesktopMenus() {
  return (
    <nav aria-label="Main" className="relative hidden lg:block" data-desktop-menus="">
      <ul className="flex items-center gap-1">
        {headerMenus.map((section) => {
          const panelId = `menu-${section.label.toLowerCase()}`;
          return (
            <li key={section.label} data-menu-item="">
              <button
                type="button"
                data-menu-trigger=""
                aria-expanded="false"
                aria-controls={panelId}
                className="group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-accent aria-expanded:bg-accent"
              >
                {section.label}
                <ChevronDown aria-hidden="true" className="size-3.5 transition-transform group-aria-expanded:rotate-180" />
              </button>
              <div
                id={panelId}
                hidden
                className="absolute top-full left-0 z-50 mt-2 w-[min(34rem,90vw)] rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
              >
                <ul className="grid gap-1 sm:grid-cols-2">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink link={link} className="block rounded-md p-3 hover:bg-accent focus-visible:bg-accent">
                        <span className="block text-sm font-medium">{link.label}</span>
                        {link.description && (
                          <span className="mt-1 block text-xs leading-snug text-muted-foreground">{link.description}</span>
                        )}
                      </SmartLink>
                    </li>
                  ))}
                </ul>
              </div>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
