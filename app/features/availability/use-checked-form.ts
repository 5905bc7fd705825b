import { useEffect, useRef, useState, type FormEvent } from "react";
import { focusFirstInvalid } from "#app/components/forms/focus-first-invalid.ts";

/**
 * A form the browser checks before sending, with the server's rules: the server's errors stand
 * until the browser's own check, or the next answer, replaces them, and the focus goes to the
 * first field in error. `check` gives the form's errors by field name (none: it is sent).
 */
export function useCheckedForm(serverErrors: Record<string, string>, check: (form: FormData) => Record<string, string>) {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState(serverErrors);
  const [answered, setAnswered] = useState(serverErrors);
  if (serverErrors !== answered) {
    setAnswered(serverErrors);
    setErrors(serverErrors);
  }
  useEffect(() => {
    focusFirstInvalid(formRef.current, errors);
  }, [errors]);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const found = check(new FormData(event.currentTarget));
    setErrors(found);
    if (Object.keys(found).length > 0) event.preventDefault();
  };
  return { formRef, errors, setErrors, onSubmit };
}
