// What the docs password form and its action agree on (shared by browser and server).

export const GATE_INTENT = { unlock: "unlock", signOut: "sign-out" } as const;

/** Spec §8. */
export const INVALID_PASSWORD_MESSAGE = "Invalid password. Please try again.";

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  return `Too many attempts. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** What a refused attempt returns: the page shows the message above an empty field. */
export type GateActionData = { error: string };
