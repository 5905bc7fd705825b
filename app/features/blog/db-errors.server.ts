/** Whether a PostgreSQL error code is on the driver error or on Drizzle's wrapper of it. */
function hasCode(error: unknown, code: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === "object" && (current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** PostgreSQL's unique_violation. */
export const isUniqueViolation = (error: unknown) => hasCode(error, "23505");

/** PostgreSQL's foreign_key_violation: the row referred to is gone. */
export const isForeignKeyViolation = (error: unknown) => hasCode(error, "23503");
