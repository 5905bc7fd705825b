import { useEffect, useRef } from "react";

/**
 * The line that says what a staff member's last action did (a toast says it too, and goes). When
 * the action's form is gone with it (a saved post's editor, a confirmed dialog), the focus would be
 * left on nothing: it comes here, so the keyboard and a screen reader carry on from the answer.
 */
export function NoticeLine({ notice }: { notice: { description: string } | undefined }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (notice && (!document.activeElement || document.activeElement === document.body)) line.current?.focus();
  }, [notice]);
  if (!notice) return null;
  return (
    <p ref={line} role="status" tabIndex={-1} className="mt-6 rounded-md bg-primary/10 px-4 py-3 text-sm text-primary outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50">
      {notice.description}
    </p>
  );
}
