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
} as const;

const role = z.custom<StaffRole>(isStaffRole, { message: staffMessages.role });

export const InviteSchema = z.object({
  email: z
    .string({ message: staffMessages.email })
    .trim()
    .max(254, { message: staffMessages.email })
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: staffMessages.email }),
  role,
});

export const RoleChangeSchema = z.object({ id: z.uuid(), role });

export const SetPasswordSchema = z
  .object({
    password: z
      .string({ message: staffMessages.passwordShort })
      .min(MIN_PASSWORD_LENGTH, { message: staffMessages.passwordShort })
      .max(MAX_PASSWORD_LENGTH, { message: staffMessages.passwordLong }),
    confirm: z.string({ message: staffMessages.mismatch }),
  })
  .refine((value) => value.password === value.confirm, { message: staffMessages.mismatch, path: ["confirm"] });
