import { ArrowLeft } from "lucide-react";
import { Button } from "#app/components/ui/button.tsx";

type Props = { fallbackHref: string; label?: string };

/**
 * Goes back to where the reader came from when that page is part of this site's history,
 * otherwise (a shared link, a new tab) to the fallback page: the enhancer's back links
 * (app/enhance/back-links.ts). Without JavaScript it is a plain link.
 */
export function BackButton({ fallbackHref, label = "Back" }: Props) {
  return (
    <Button asChild variant="ghost" size="sm">
      <a href={fallbackHref} data-back-link="">
        <ArrowLeft aria-hidden="true" />
        {label}
      </a>
    </Button>
  );
}
