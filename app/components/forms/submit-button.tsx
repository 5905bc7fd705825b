import { LoaderCircle } from "lucide-react";
import type * as React from "react";
import { Button } from "#app/components/ui/button.tsx";

type Props = Omit<React.ComponentProps<typeof Button>, "type"> & {
  pending: boolean;
  pendingLabel: string;
};

/** A submit button that is disabled, with its spec label, while its form is being sent. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...rest }: Props) {
  return (
    <Button type="submit" disabled={pending || disabled} {...rest}>
      {pending ? (
        <>
          <LoaderCircle aria-hidden="true" className="animate-spin" />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}
