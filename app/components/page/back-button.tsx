import { ArrowLeft } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";

type Props = { fallbackHref: string; label?: string };

/**
 * Goes back to where the reader came from when that page is part of this site's history,
 * otherwise (a shared link, a new tab) to the fallback page. Without JavaScript it is a plain link.
 */
export function BackButton({ fallbackHref, label = "Back" }: Props) {
  const navigate = useNavigate();
  return (
    <Button asChild variant="ghost" size="sm">
      <Link
        to={fallbackHref}
        onClick={(event) => {
          // React Router numbers its history entries; 0 means this is the first page of the visit.
          const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
          if (index > 0) {
            event.preventDefault();
            void navigate(-1);
          }
        }}
      >
        <ArrowLeft aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}
