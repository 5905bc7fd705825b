// The staff forms' rules, shared by the Staff page, the invitation page and the server.
import { z } from "#app/lib/zod.ts";
import { isStaffRole, type StaffRole } from "./roles.ts";

import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, staffMessages } from "./staff-rules.ts";

export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, staffMessages };

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
