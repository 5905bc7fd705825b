import { ChevronDown } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useLocation } from "react-router";
import { headerMenus } from "#app/config/navigation.ts";
import { timing } from "#app/config/site.ts";
import { cn } from "#app/lib/utils.ts";
import { SmartLink } from "./smart-link.tsx";

const CLOSE_DELAY_MS = 150;

/**
 * Disclosure-style dropdowns: hover opens after the open delay, moving to a neighbour within the
 * skip delay opens at once; click, Enter and Space toggle; Escape closes and returns focus;
 * Left/Right move between menus. Small enough to keep the first load light.
 */
export function DesktopMenus() {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<{ label: string; path: string } | null>(null);
  const openLabel = open?.path === pathname ? open.label : null;
  const navRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // True for the skip delay after a menu closes: moving on to a neighbour then opens it at once.
  const withinSkipDelay = useRef(false);
  const skipTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clearTimer = () => clearTimeout(timer.current);
  const show = (label: string) => {
    clearTimer();
    setOpen({ label, path: pathname });
  };
  const hide = () => {
    clearTimer();
    if (openLabel) {
      withinSkipDelay.current = true;
      clearTimeout(skipTimer.current);
      skipTimer.current = setTimeout(() => (withinSkipDelay.current = false), timing.menuSkipDelayMs);
    }
    setOpen(null);
  };

  useEffect(() => {
    if (!openLabel) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) hide();
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(skipTimer.current);
    },
    [],
  );

  const onPointerEnterItem = (label: string) => {
    clearTimer();
    const skipping = openLabel !== null || withinSkipDelay.current;
    if (skipping) show(label);
    else timer.current = setTimeout(() => show(label), timing.menuOpenDelayMs);
  };
  const onPointerLeaveNav = () => {
    clearTimer();
    timer.current = setTimeout(hide, CLOSE_DELAY_MS);
  };

  const triggers = () => [...(navRef.current?.querySelectorAll<HTMLButtonElement>("[data-menu-trigger]") ?? [])];
  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    event.preventDefault();
    const all = triggers();
    const next = all[(index + (event.key === "ArrowRight" ? 1 : all.length - 1)) % all.length];
    next?.focus();
  };
  const onNavKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || !openLabel) return;
    const index = headerMenus.findIndex((section) => section.label === openLabel);
    hide();
    triggers()[index]?.focus();
  };

  return (
    <nav
      ref={navRef}
      aria-label="Main"
      className="relative hidden lg:block"
      onPointerLeave={onPointerLeaveNav}
      onKeyDown={onNavKeyDown}
      onBlur={(event) => {
        if (!navRef.current?.contains(event.relatedTarget as Node | null)) hide();
      }}
    >
      <ul className="flex items-center gap-1">
        {headerMenus.map((section, index) => {
          const expanded = openLabel === section.label;
          const panelId = `menu-${section.label.toLowerCase()}`;
          return (
            <li key={section.label} onPointerEnter={(e) => e.pointerType === "mouse" && onPointerEnterItem(section.label)}>
              <button
                type="button"
                data-menu-trigger
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => (expanded ? hide() : show(section.label))}
                onKeyDown={(event) => onTriggerKeyDown(event, index)}
                className={cn(
                  "group inline-flex h-9 items-center gap-1 rounded-md px-3 text-sm font-medium hover:bg-accent",
                  expanded && "bg-accent",
                )}
              >
                {section.label}
                <ChevronDown aria-hidden="true" className={cn("size-3.5 transition-transform", expanded && "rotate-180")} />
              </button>
              <div
                id={panelId}
                hidden={!expanded}
                className="absolute top-full left-0 z-50 mt-2 w-[min(34rem,90vw)] rounded-lg border bg-popover p-3 text-popover-foreground shadow-lg"
              >
                <ul className="grid gap-1 sm:grid-cols-2">
                  {section.links.map((link) => (
                    <li key={link.href}>
                      <SmartLink link={link} onClick={hide} className="block rounded-md p-3 hover:bg-accent focus-visible:bg-accent">
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
