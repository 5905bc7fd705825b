import { HONEYPOT_FIELD } from "#app/config/site.ts";

/**
 * The honeypot every public form carries: people never see or reach it, form-filling bots do.
 * A filled one makes the server answer success and store nothing.
 */
export function HoneypotField({ formId }: { formId: string }) {
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>Website</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
