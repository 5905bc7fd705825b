// The fields of each lead form: no zod here, so components can use them while the checks
// themselves (form-checks.ts, which also say which fields the schemas require) load on demand.

const fieldsOf = <const T extends readonly string[]>(names: T) => names;
export const emptyValues = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, ""])) as Record<K, string>;

export const MEETING_FIELDS = fieldsOf(["firstName", "lastName", "email", "phone", "date", "time", "comments"]);
export type MeetingField = (typeof MEETING_FIELDS)[number];

export const LANDING_FIELDS = fieldsOf([
  "firstName", "lastName", "email", "company", "role", "phone", "employees", "useCase", "message", "date", "time",
]);
export type LandingField = (typeof LANDING_FIELDS)[number];

export const SOLUTION_FIELDS = MEETING_FIELDS;
export type SolutionField = MeetingField;

export const CONTACT_FIELDS = fieldsOf(["firstName", "lastName", "workEmail", "phoneNumber", "message"]);
export type ContactField = (typeof CONTACT_FIELDS)[number];
