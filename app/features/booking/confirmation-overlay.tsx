import { CircleCheck } from "lucide-react";
import type { ReactNode } from "react";

/**
 * Full-screen confirmation after a booking; the page removes it after a few seconds (the booking's
 * details stay on the page below it). `children`: the booked meeting.
 */
export function ConfirmationOverlay({ title, text, children }: { title: string; text: string; children?: ReactNode }) {
  return (
    <div className="fixed inset-0 z-[70] flex items-center justify-center bg-background/95 p-6 backdrop-blur-sm">
      <div role="alert" className="max-w-md text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-16 text-emerald-600" />
        <p className="mt-6 text-3xl font-bold tracking-tight">{title}</p>
        <p className="mt-3 text-lg">{text}</p>
        <p className="mt-2 text-muted-foreground">Check your email for details and calendar invite.</p>
        {children && <div className="mt-6 flex justify-center">{children}</div>}
      </div>
    </div>
  );
}
