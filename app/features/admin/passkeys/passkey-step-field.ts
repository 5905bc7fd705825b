/** The form field the verify page's passkey button sends: this passkey is the second step after a password. */
export const SECOND_STEP_FIELD = "step";
