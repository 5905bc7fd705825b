/** Reads out what a submission attempt produced (errors, sending, failure) to screen readers. */
export function FormAnnouncer({ message }: { message: string }) {
  return (
    <p role="alert" aria-atomic="true" className="sr-only">
      {message}
    </p>
  );
}
