import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES } from "#app/features/images/image-rules.ts";
import { ImageRejected, storeUploadedImage, type StoredImage } from "#app/features/images/images.server.ts";
import type { Route } from "./+types/admin.blog.images";

/**
 * This route's body limit: one image and the few form fields around it. The guard reads the body
 * within it (the admin's ordinary 2 MB would refuse most photos), and past it answers 413 before
 * anything is stored.
 */
export const IMAGE_UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

export type UploadAnswer = { image: StoredImage } | { message: string };

const refused = (status: number, message: string) => adminJson({ message } satisfies UploadAnswer, status);

/** Upload of one image (`file`): checked by its content, resized, stored; answers its address and size. */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    let write;
    try {
      write = await requireAdminWrite(request, context, { can: "blog", bodyLimit: IMAGE_UPLOAD_BODY_LIMIT });
    } catch (thrown) {
      // The guard's generic "form too large" becomes the upload's own message.
      const status = (thrown as { init?: { status?: number } } | null)?.init?.status;
      if (status === 413) return refused(413, IMAGE_MESSAGES.tooLarge);
      throw thrown;
    }
    const file = write.form.get("file");
    if (!(file instanceof File) || file.size === 0) return refused(422, IMAGE_MESSAGES.missing);
    if (file.size > IMAGE_MAX_BYTES) return refused(413, IMAGE_MESSAGES.tooLarge);
    try {
      const image = await storeUploadedImage(context.db, Buffer.from(await file.arrayBuffer()), { uploadedBy: write.session.adminId });
      context.logger.info({ adminId: write.session.adminId, hash: image.hash, bytes: file.size }, "image uploaded");
      return adminJson({ image } satisfies UploadAnswer, 201);
    } catch (error) {
      if (error instanceof ImageRejected) return refused(error.status, error.message);
      throw error;
    }
  });
}
