import { useLayoutEffect, useRef, type RefObject } from "react";

type Values<K extends string> = Record<K, string>;

/**
 * A form that is an island (app/islands/) hydrates when the visitor first uses it. React keeps what
 * was typed into it before then in the DOM, but not in state, and the next render would erase it;
 * so right after hydration any non-empty difference from the first render's values is early
 * typing, and it wins: `take` gets it (the fields named by `data-field`). Read as hydration
 * commits, before a click or keystroke can re-render the fields; only early typing costs a render.
 */
export function useTypedBeforeHydration<K extends string>(
  form: RefObject<HTMLFormElement | null>,
  values: Values<K>,
  take: (typed: Partial<Values<K>>) => void,
) {
  const firstValues = useRef(values);
  const taker = useRef(take);
  useLayoutEffect(() => {
    if (!form.current) return;
    const typed: Partial<Values<K>> = {};
    for (const element of form.current.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
      "input[data-field], textarea[data-field], select[data-field]",
    )) {
      const name = element.dataset.field as K;
      if (name in firstValues.current && element.value !== "" && element.value !== firstValues.current[name]) typed[name] = element.value;
    }
    if (Object.keys(typed).length > 0) taker.current(typed);
  }, [form]);
}
