import type * as React from "react";
import { Link } from "react-router";
import type { NavLink } from "#app/config/navigation.ts";

type Props = Omit<React.ComponentProps<"a">, "href"> & { link: Pick<NavLink, "href" | "external"> };

/** Internal paths navigate in-app; external links and files open in a new tab. */
export function SmartLink({ link, children, ...rest }: Props) {
  const isFile = link.href.startsWith("/files/");
  if (link.external || isFile || /^(https?:|mailto:)/.test(link.href)) {
    const newTab = !link.href.startsWith("mailto:");
    return (
      <a href={link.href} {...(newTab ? { target: "_blank", rel: "noopener noreferrer" } : {})} {...rest}>
        {children}
        {newTab && <span className="sr-only"> (opens in a new tab)</span>}
      </a>
    );
  }
  return (
    <Link to={link.href} prefetch="intent" {...rest}>
      {children}
    </Link>
  );
}
