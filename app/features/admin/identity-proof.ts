/** The form fields a "confirm it is you" proof is read from (identity-check.server.ts). */
export const PROOF_FIELDS = { code: "currentCode", password: "currentPassword" } as const;
