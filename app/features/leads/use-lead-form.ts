// The one submission hook behind every public lead form: field values and errors, the zod check,
// focus on the first invalid field, a screen-reader announcement, one request at a time, the
// honeypot and an idempotency key per attempt. Each form keeps only its own texts and outcome.
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from "react";
import type { BoundField } from "#app/components/forms/form-field.tsx";
import { HONEYPOT_FIELD } from "#app/config/site.ts";
import { dismissErrorToasts } from "#app/lib/toast.ts";
import type { LeadFunctionName, LeadReceipt } from "#app/config/lead-functions.ts";
import { callLeadFunction, type LeadCallResult } from "./api-client.ts";
import { createAttemptKeys } from "./idempotency-key.ts";
import { focusFirstInvalid } from "#app/components/forms/focus-first-invalid.ts";
import { useTypedBeforeHydration } from "#app/components/forms/use-typed-before-hydration.ts";

export type FieldErrors<K extends string> = Partial<Record<K, string>>;
export type FormValues<K extends string> = Record<K, string>;

/** What a form's check answers: the body to send or one message per bad field, and the fields its schema requires. */
export type Checked<K extends string> = { required: readonly K[] } & (
  | { ok: true; body: Record<string, unknown> }
  | { ok: false; errors: FieldErrors<K> }
);

type LeadFailure = Extract<LeadCallResult, { ok: false }>;
export type LeadFormStatus = "idle" | "submitting" | "succeeded";

export type LeadFormOptions<K extends string> = {
  /** Prefix of the fields' DOM ids; unique on the page. */
  id: string;
  initialValues: FormValues<K>;
  /** Errors to show on first render (a no-JS post answered by the route action). */
  initialErrors?: FieldErrors<K>;
  functionName: LeadFunctionName;
  /** May load its rules on demand (see load-form-checks.ts), hence the promise. */
  check: (values: FormValues<K>) => Checked<K> | Promise<Checked<K>>;
  /** Called when the visitor first focuses the form: warm up what the check needs. */
  prepare?: () => unknown;
  /** Called when the check fails (toasts); the hook has already shown and announced the errors. */
  onInvalid?: (errors: FieldErrors<K>, values: FormValues<K>, required: readonly K[]) => void;
  /** Called when the check passed, just before the request leaves (still within the visitor's click). */
  onSend?: () => void;
  onSuccess?: (sent: { values: FormValues<K>; body: Record<string, unknown>; reset: () => void; receipt: LeadReceipt }) => void;
  /** Called when the server refuses or cannot be reached; the values stay as they are. */
  onFailure?: (failure: LeadFailure, helpers: { values: FormValues<K>; showErrors: (errors: FieldErrors<K>) => void }) => void;
};

function describeErrors(errors: Record<string, string | undefined>): string {
  const list = Object.values(errors).filter(Boolean);
  if (list.length === 0) return "";
  const noun = list.length === 1 ? "1 field needs" : `${list.length} fields need`;
  return `${noun} attention: ${list.join(". ")}.`;
}

export function useLeadForm<K extends string>(options: LeadFormOptions<K>) {
  const { id, initialValues, initialErrors } = options;
  const [values, setValues] = useState<FormValues<K>>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<K>>(initialErrors ?? {});
  const [status, setStatus] = useState<LeadFormStatus>("idle");
  const [announcement, setAnnouncement] = useState("");
  const formRef = useRef<HTMLFormElement>(null);
  // A ref, not state: a second Enter in the same tick must see the first submission at once.
  const inFlight = useRef(false);
  const [attemptKeys] = useState(createAttemptKeys);
  // The latest callbacks, so handlers stay stable while the form re-renders.
  const latest = useRef(options);
  useLayoutEffect(() => {
    latest.current = options;
  });

  useTypedBeforeHydration(formRef, values, (typed) => setValues((current) => ({ ...current, ...typed })));

  const setValue = useCallback((name: K, value: string) => {
    setValues((current) => (current[name] === value ? current : { ...current, [name]: value }));
    // Editing a field clears its message (spec §4) and the stale read-out of the last attempt.
    setErrors((current) => (current[name] ? { ...current, [name]: undefined } : current));
    setAnnouncement("");
  }, []);

  const setFieldError = useCallback((name: K, message: string | undefined) => {
    setErrors((current) => (current[name] === message ? current : { ...current, [name]: message }));
  }, []);

  const showErrors = useCallback((next: FieldErrors<K>) => {
    setErrors(next);
    setAnnouncement(describeErrors(next));
    focusFirstInvalid(formRef.current, next);
  }, []);

  const reset = useCallback((next?: Partial<FormValues<K>>) => {
    setValues({ ...latest.current.initialValues, ...next });
    setErrors({});
    setStatus("idle");
    setAnnouncement("");
  }, []);

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      const { check, functionName, onInvalid, onSend, onSuccess, onFailure } = latest.current;
      const current = values;
      const website = String(new FormData(event.currentTarget).get(HONEYPOT_FIELD) ?? "");
      try {
        let checked: Checked<K>;
        try {
          checked = await check(current);
        } catch (error) {
          // The rules could not be loaded (offline): the same answer as a failed send.
          console.error("form check unavailable", error);
          setAnnouncement("Something went wrong. Please try again.");
          onFailure?.({ ok: false, status: 0, message: "Network error", fields: {} }, { values: current, showErrors });
          return;
        }
        if (!checked.ok) {
          showErrors(checked.errors);
          onInvalid?.(checked.errors, current, checked.required);
          return;
        }
        const idempotencyKey = attemptKeys.keyFor(checked.body);
        onSend?.();
        setStatus("submitting");
        setAnnouncement("Sending…");
        const result = await callLeadFunction<LeadReceipt>(functionName, checked.body, { idempotencyKey, [HONEYPOT_FIELD]: website || undefined });
        if (result.ok) {
          attemptKeys.settle();
          dismissErrorToasts();
          setErrors({});
          setStatus("succeeded");
          setAnnouncement("");
          // A campaign landing page may name where its visitors go next (data-thank-you around the
          // form), read before onSuccess may close the dialog the form is in.
          const thankYou = formRef.current?.closest<HTMLElement>("[data-thank-you]")?.dataset.thankYou;
          onSuccess?.({ values: current, body: checked.body, reset, receipt: result.data });
          if (thankYou) location.assign(thankYou);
          return;
        }
        setStatus("idle");
        const fieldErrors = Object.fromEntries(
          Object.entries(result.fields).filter(([name]) => name in current),
        ) as FieldErrors<K>;
        if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
        else setAnnouncement(result.message);
        onFailure?.(result, { values: current, showErrors });
      } finally {
        inFlight.current = false;
      }
    },
    [values, attemptKeys, showErrors, reset],
  );

  const field = useCallback(
    (name: K): BoundField => ({
      id: `${id}-${name}`,
      name,
      value: values[name],
      error: errors[name],
      onChange: (event) => setValue(name, event.target.value),
    }),
    [id, values, errors, setValue],
  );

  const formProps = useMemo(
    () => ({
      ref: formRef,
      noValidate: true,
      onSubmit: (event: FormEvent<HTMLFormElement>) => void submit(event),
      onFocus: () => void latest.current.prepare?.(),
    }),
    [submit],
  );

  return {
    values,
    errors,
    status,
    submitting: status === "submitting",
    announcement,
    field,
    setValue,
    setFieldError,
    showErrors,
    reset,
    formProps,
    formRef,
  };
}
