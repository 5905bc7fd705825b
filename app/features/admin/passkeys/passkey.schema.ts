// A passkey's name, as the member types it on the account page (checked by the page and the server).
import { z } from "zod";

export const PASSKEY_NAME_MAX = 60;

export const PasskeyNameSchema = z
  .string()
  .trim()
  .min(1, "Name the passkey, for example after the device that holds it.")
  .max(PASSKEY_NAME_MAX, `Keep the name under ${PASSKEY_NAME_MAX + 1} characters.`);
