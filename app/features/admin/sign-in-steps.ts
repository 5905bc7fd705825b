// The sign-in's second step as the pages and the in-place dialog know it (sign-in-steps.server.ts keeps it).
export const VERIFY_PATH = "/admin/login/verify";
export const ENROL_PATH = "/admin/login/enrol";

/** The sign-in action's answer to the in-place dialog when the password was right and a second step is due. */
export type SecondStepNeeded = { secondStep: "verify" | "enrol" };
