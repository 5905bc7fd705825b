/**
 * A UUID v4 naming one submission attempt, so the server stores a retried or doubled submit once.
 * crypto.randomUUID exists only in secure contexts; a plain-HTTP deployment still gets a v4 UUID.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Keeps one key per distinct body: retrying the same data reuses the key (the server answers the
 * stored result), while edited data is a new attempt with a new key.
 */
export function createAttemptKeys() {
  let last: { fingerprint: string; key: string } | null = null;
  return {
    keyFor(body: unknown): string {
      const fingerprint = JSON.stringify(body);
      if (last?.fingerprint !== fingerprint) last = { fingerprint, key: newIdempotencyKey() };
      return last.key;
    },
    /** After a success the next submission is a new one, even with identical data. */
    settle() {
      last = null;
    },
  };
}
