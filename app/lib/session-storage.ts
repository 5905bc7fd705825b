// Session storage for the small things one page leaves for the next in the same tab. Storage may
// be refused (private mode, policy, quota): a read then finds nothing and a write is dropped, and
// the page works without what it would have carried.

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Refused: nothing is carried.
  }
}

/** Reads a value once: it is removed as it is read. */
export function takeSession(key: string): string | null {
  try {
    const value = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return value;
  } catch {
    return null;
  }
}
