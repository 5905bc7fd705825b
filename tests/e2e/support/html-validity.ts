import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * The Nu HTML Checker's errors for these documents (by their path on the site), or "" when they
 * are all valid.
 */
export function htmlErrors(documents: ReadonlyArray<{ path: string; html: string }>): string {
  const dir = mkdtempSync(path.join(tmpdir(), "lumenguard-vnu-"));
  const files = documents.map(({ path: routePath, html }) => {
    const file = path.join(dir, `${routePath.replace(/\W+/g, "_") || "home"}.html`);
    writeFileSync(file, html);
    return file;
  });
  const jar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
  // controlslist (Chromium's attribute that hides the video's download control) is the one name
  // outside the standard the pages use on purpose.
  const allowed = ".*Attribute “controlslist” not allowed on element “video”.*";
  try {
    execFileSync("java", ["-jar", jar, "--errors-only", "--format", "text", "--filterpattern", allowed, ...files], { encoding: "utf8", stdio: "pipe" });
    return "";
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error);
  }
}
