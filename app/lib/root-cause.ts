/** The innermost cause's message: drizzle, the drivers and the migrator wrap the error that says what happened. */
export function rootCause(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause !== undefined) inner = inner.cause;
  return inner instanceof Error ? inner.message : String(inner);
}
