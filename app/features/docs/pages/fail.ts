import type { Node } from "unist";
import type { VFile } from "vfile";

/**
 * Stops the build at `node` of the page with a reason for its writer, the file and line first
 * ("content/docs/index.md:12:1: …"), as the build's error output shows only the message.
 */
export function fail(file: VFile, reason: string, node?: Node): never {
  const start = node?.position?.start;
  throw new Error(`${file.path}${start ? `:${start.line}:${start.column}` : ""}: ${reason}`);
}
