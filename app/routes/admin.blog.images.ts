import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { IMAGE_MAX_BYTES, IMAGE_MESSAGES, uploadLimitMessage } from "#app/features/images/image-rules.ts";
import { ImageRejected, storeUploadedImage, type StoredImage } from "#app/features/images/images.server.ts";
import { rateLimiter, type RateLimitPolicy } from "#app/lib/rate-limit.server.ts";
import type { Route } from "./+types/admin.blog.images";

/**
 * This route's body limit: one image and the few form fields around it. The guard reads the body
 * within it (the admin's ordinary 2 MB would refuse most photos), and past it answers 413 before
 * anything is stored.
 */
export const IMAGE_UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

/** Uploads one member may send: plenty for illustrating posts, too few to keep the encoder busy for others. */
export const UPLOADS_PER_MEMBER: RateLimitPolicy = { name: "image-upload", points: 60, windowSeconds: 60 * 60 };

export type UploadAnswer = { image: StoredImage } | { message: string };

const refused = (status: number, message: string, retryAfterSeconds?: number) =>
  adminJson({ message } satisfies UploadAnswer, status, retryAfterSeconds ? { "Retry-After": String(retryAfterSeconds) } : undefined);

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
    const { session, form } = write;
    const limit = await rateLimiter(context.db, UPLOADS_PER_MEMBER).consume(session.adminId);
    if (limit.limited) return refused(429, uploadLimitMessage(limit.retryAfterSeconds), limit.retryAfterSeconds);
    const file = form.get("file");
    if (!(file instanceof File) || file.size === 0) return refused(422, IMAGE_MESSAGES.missing);
    if (file.size > IMAGE_MAX_BYTES) return refused(413, IMAGE_MESSAGES.tooLarge);
    try {
      const image = await storeUploadedImage(context.db, Buffer.from(await file.arrayBuffer()), {
        actor: { adminId: session.adminId, email: session.email },
        storageMb: context.env.IMAGE_STORAGE_MB,
        signal: request.signal,
      });
      context.logger.info({ adminId: session.adminId, hash: image.hash, bytes: file.size }, "image uploaded");
      return adminJson({ image } satisfies UploadAnswer, 201);
    } catch (error) {
      if (error instanceof ImageRejected) {
        if (error.status === 507) context.logger.warn({ adminId: session.adminId }, "image refused: IMAGE_STORAGE_MB is used up");
        return refused(error.status, error.message, error.retryAfterSeconds);
      }
      throw error;
    }
  });
}
