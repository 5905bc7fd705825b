// The staff forms' rules, shared by the Staff page, the invitation page and the server.
import { z } from "#app/lib/zod.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

export const MIN_PASSWORD_LENGTH = 12;
/** argon2 hashes whatever it is given; a bound keeps one request from costing much. */
export const MAX_PASSWORD_LENGTH = 1024;

export const staffMessages = {
  email: "Enter a valid e-mail address.",
  role: "Choose a role.",
  passwordShort: `The password must be at least ${MIN_PASSWORD_LENGTH} characters.`,
  passwordLong: `The password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  mismatch: "The two passwords do not match.",
  current: "Enter your current password.",
  wrongCurrent: "That is not your current password.",
  /** The one answer to a reset request, whether or not the address has an account. */
  resetSent: "If an account exists for that address, we've sent a link to reset its password. It works for 30 minutes.",
} as const;

const role = z.custom<StaffRole>(isStaffRole, { message: staffMessages.role });

const email = z
  .string({ message: staffMessages.email })
  .trim()
  .max(254, { message: staffMessages.email })
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: staffMessages.email });

export const InviteSchema = z.object({ email, role });

export const RoleChangeSchema = z.object({ id: z.uuid(), role });

/** A new password typed twice: an invitation's, a reset link's and a change's. */
const newPassword = {
  password: z
    .string({ message: staffMessages.passwordShort })
    .min(MIN_PASSWORD_LENGTH, { message: staffMessages.passwordShort })
    .max(MAX_PASSWORD_LENGTH, { message: staffMessages.passwordLong }),
  confirm: z.string({ message: staffMessages.mismatch }),
};
const confirmed = (value: { password: string; confirm: string }) => value.password === value.confirm;

export const SetPasswordSchema = z.object(newPassword).refine(confirmed, { message: staffMessages.mismatch, path: ["confirm"] });

export const ChangePasswordSchema = z
  .object({
    current: z.string({ message: staffMessages.current }).min(1, { message: staffMessages.current }).max(MAX_PASSWORD_LENGTH, { message: staffMessages.wrongCurrent }),
    ...newPassword,
  })
  .refine(confirmed, { message: staffMessages.mismatch, path: ["confirm"] });

export const ForgotPasswordSchema = z.object({ email });
