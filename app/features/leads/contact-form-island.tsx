import { ContactForm, type ContactPostResult } from "./contact-form.tsx";

export type ContactFormIslandProps = { postResult?: ContactPostResult; idempotencyKey: string };

/**
 * The contact form as an island (app/islands/): all it needs is its props. After a no-JS post's
 * success view, "Send Another Message" loads the blank form.
 */
export function ContactFormIsland(props: ContactFormIslandProps) {
  return <ContactForm {...props} onAnotherAfterPost={() => location.replace("/contact-us#form")} />;
}
