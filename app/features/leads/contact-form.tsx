// The contact form. With JavaScript it posts JSON to send-contact-email; without, the same form is
// a plain POST to the route action (same service), which answers with this component again.
import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { FormAnnouncer } from "#app/components/forms/form-announcer.tsx";
import { FormField } from "#app/components/forms/form-field.tsx";
import { HoneypotField } from "#app/components/forms/honeypot-field.tsx";
import { PersonFields } from "#app/components/forms/person-fields.tsx";
import { SubmitButton } from "#app/components/forms/submit-button.tsx";
import { Button } from "#app/components/ui/button.tsx";
import { Textarea } from "#app/components/ui/textarea.tsx";
import { addresses } from "#app/config/site.ts";
import { CONTACT_FIELDS, emptyValues, type ContactField } from "./form-fields.ts";
import { takePrefillEmail } from "./prefill-email.ts";
import { loadFormChecks } from "./load-form-checks.ts";
import { useLeadForm, type FieldErrors } from "./use-lead-form.ts";
import { toastError } from "#app/lib/toast.ts";

const FIELDS = CONTACT_FIELDS;
const EMPTY = emptyValues(CONTACT_FIELDS);

const CONTACT_FAILURE = `Failed to send message. Please try again or email us directly at ${addresses.sales}`;

/** What the route action answered to a no-JS post. */
export type ContactPostResult =
  | { ok: true }
  | { ok: false; values: Record<string, string>; fields: Record<string, string>; message: string };

function SuccessView({ onAnother }: { onAnother: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="py-8 text-center">
      <CircleCheck aria-hidden="true" className="mx-auto size-14 text-emerald-600" />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-2xl font-bold tracking-tight outline-none">
        Message sent successfully!
      </h3>
      <p className="mt-2 text-muted-foreground">Thanks! We&rsquo;ll be in touch shortly.</p>
      <Button asChild variant="outline" className="mt-6">
        {/* Without script this link loads a blank form; with script it resets in place. */}
        <a
          href="/contact-us#form"
          onClick={(event) => {
            event.preventDefault();
            onAnother();
          }}
        >
          Send Another Message
        </a>
      </Button>
    </div>
  );
}

export function ContactForm({
  postResult,
  idempotencyKey,
  onAnotherAfterPost,
}: {
  postResult?: ContactPostResult;
  /** Key for a no-JS post (made by the loader); the script path makes its own per attempt. */
  idempotencyKey: string;
  onAnotherAfterPost: () => void;
}) {
  const refused = postResult && !postResult.ok ? postResult : undefined;
  const [sent, setSent] = useState(false);
  const form = useLeadForm<ContactField>({
    id: "contact",
    initialValues: { ...EMPTY, ...pick(refused?.values) },
    initialErrors: pick(refused?.fields) as FieldErrors<ContactField>,
    functionName: "send-contact-email",
    check: async (values) => (await loadFormChecks()).checkContactMessage(values),
    prepare: loadFormChecks,
    onSuccess: () => setSent(true),
    onFailure: (failure) => {
      if (failure.status !== 422) void toastError({ title: "Error", description: CONTACT_FAILURE });
    },
  });

  const { setValue } = form;
  useEffect(() => {
    const email = takePrefillEmail();
    if (email) setValue("workEmail", email);
  }, [setValue]);

  if (postResult?.ok) return <SuccessView onAnother={onAnotherAfterPost} />;
  if (sent) {
    return (
      <SuccessView
        onAnother={() => {
          setSent(false);
          form.reset();
        }}
      />
    );
  }

  const postFailure = refused && Object.keys(refused.fields).length === 0;
  return (
    <form method="post" {...form.formProps} className="relative grid gap-4">
      <HoneypotField formId="contact" />
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      {postFailure && (
        <p role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {CONTACT_FAILURE}
        </p>
      )}
      <PersonFields
        firstName={form.field("firstName")}
        lastName={form.field("lastName")}
        email={form.field("workEmail")}
        phone={form.field("phoneNumber")}
      />
      <FormField field={form.field("message")} label="Message" required>
        {(control) => <Textarea {...control} rows={5} placeholder="Tell us about your AI projects and what you need." />}
      </FormField>
      <FormAnnouncer message={form.announcement} />
      <SubmitButton pending={form.submitting} pendingLabel="Sending..." size="lg" className="w-full sm:w-auto sm:justify-self-start">
        Send Message
      </SubmitButton>
    </form>
  );
}

/** Only the contact fields of an answer (a post may carry anything). */
function pick(record: Record<string, string> | undefined): Partial<Record<ContactField, string>> {
  if (!record) return {};
  return Object.fromEntries(FIELDS.flatMap((name) => (typeof record[name] === "string" ? [[name, record[name]]] : [])));
}
