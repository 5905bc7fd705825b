import type { Node } from "unist";
import type { VFile } from "vfile";

/** Stops the build at `node` of the page with a reason for its writer (the file and line come along). */
export function fail(file: VFile, reason: string, node?: Node): never {
  file.fail(reason, node);
}
