// Generates the files under public/ that are built from repository content (PDFs, PNG logos,
// video): every module in scripts/assets/ exports `generate(publicDir)`. Runs before each build.
import { readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const assetsDir = path.join(root, "scripts", "assets");

const generators = readdirSync(assetsDir)
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .sort();

for (const file of generators) {
  const started = Date.now();
  const module = (await import(pathToFileURL(path.join(assetsDir, file)).href)) as {
    generate: (publicDir: string) => Promise<string[]>;
  };
  const written = await module.generate(publicDir);
  console.log(`assets: ${file} wrote ${written.length} file(s) in ${Date.now() - started} ms`);
}
