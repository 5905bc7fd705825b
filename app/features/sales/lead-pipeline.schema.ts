// What a note accepts, checked by the server (the form's textarea carries the same limit).
import { z } from "#app/lib/zod.ts";
import { leadMessages, NOTE_MAX_LENGTH } from "./lead-pipeline.ts";

export const NoteSchema = z.object({
  body: z
    .string({ message: leadMessages.noteEmpty })
    .trim()
    .min(1, { message: leadMessages.noteEmpty })
    .max(NOTE_MAX_LENGTH, { message: leadMessages.noteLong }),
});
