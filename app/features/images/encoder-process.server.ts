// The image encoder's own process, started by encoder.server.ts for one upload: it decodes the
// image, encodes its variants, answers and exits. The memory this takes (AVIF's encoder alone holds
// ~120 MB for 1920 × 1280, which the C allocator then keeps) goes back to the system when it exits,
// and its CPU runs at a lower priority than the server's, so visitors are served first.
import sharp from "sharp";
import { makeVariants, type EncodeAnswer, type EncodeJob } from "./variants.server.ts";

// One libvips thread (one core at most) and no cache of operations: one image, then the process ends.
sharp.concurrency(1);
sharp.cache(false);

// The server went away before sending the job: nothing to do.
process.once("disconnect", () => process.exit(0));

process.once("message", (job: EncodeJob) => {
  makeVariants(job)
    .then((variants): EncodeAnswer => ({ ok: true, variants }))
    .catch((): EncodeAnswer => ({ ok: false }))
    .then((answer) => process.send!(answer, () => process.exit(0)));
});
