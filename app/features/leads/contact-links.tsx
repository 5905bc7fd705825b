import { mailtoHref, telHref } from "#app/lib/href.ts";

const linkClass = "text-primary underline underline-offset-4";

/** A lead's address as a mailto: link (its parts encoded, so it can only ever be the recipient). */
export function EmailLink({ email }: { email: string }) {
  return (
    <a href={mailtoHref(email)} className={linkClass}>
      {email}
    </a>
  );
}

/** A callable number as a tel: link; anything else as the text the visitor typed. */
export function PhoneNumber({ phone }: { phone: string }) {
  const href = telHref(phone);
  if (!href) return phone;
  return (
    <a href={href} className={linkClass}>
      {phone}
    </a>
  );
}
