// `npm run observatory`: scans the production build with the MDN HTTP Observatory on loopback and
// writes audit/observatory.md. Needs a build (`npm run build`) and root, because the scanner only
// speaks to ports 80 and 443. Every test must pass except the two that need HTTPS.
//
// The scanner is installed on first use into .cache/observatory with --ignore-scripts: its
// install script downloads the HSTS preload list, which loopback can never be on, so an empty
// list stands in for it.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { startProductionServer } from "#scripts/lib/production-server.ts";

const SCANNER = "@mdn/mdn-http-observatory@1.4.8";
const CACHE = path.resolve(".cache/observatory");
const PACKAGE_DIR = path.join(CACHE, "node_modules/@mdn/mdn-http-observatory");
const HOST = "127.0.0.1";
/** Redirection to HTTPS and HSTS cannot pass on a plain-HTTP loopback server. */
const NEEDS_HTTPS = new Set(["redirection", "strict-transport-security"]);

type ScanTest = { pass: boolean; result: string; scoreModifier: number };
type Scan = { scan: { grade: string; score: number; testsPassed: number; testsFailed: number }; tests: Record<string, ScanTest> };

function installScanner() {
  if (!existsSync(PACKAGE_DIR)) {
    mkdirSync(CACHE, { recursive: true });
    execFileSync("npm", ["install", "--prefix", CACHE, "--ignore-scripts", "--no-save", SCANNER], { stdio: "inherit" });
  }
  const preloadList = path.join(PACKAGE_DIR, "conf/hsts-preload.json");
  if (!existsSync(preloadList)) writeFileSync(preloadList, "{}\n");
}

function renderMarkdown({ scan, tests }: Scan, failures: string[]): string {
  return [
    "# MDN HTTP Observatory, loopback",
    "",
    `Generated ${new Date().toISOString()} by \`npm run observatory\` against the production build on http://${HOST}/.`,
    `Grade ${scan.grade} (${scan.score}); ${scan.testsPassed} passed, ${scan.testsFailed} failed.`,
    `Only ${[...NEEDS_HTTPS].join(" and ")} may fail here: they need HTTPS, which a loopback server does not have.`,
    "",
    "| test | pass | result | score modifier |",
    "|---|---|---|---|",
    ...Object.entries(tests).map(([name, test]) => `| ${name} | ${test.pass ? "yes" : "no"} | ${test.result} | ${test.scoreModifier} |`),
    "",
    failures.length ? `Unexpected failures: ${failures.join(", ")}` : "No unexpected failures.",
    "",
  ].join("\n");
}

async function main() {
  installScanner();
  const { scan } = (await import(pathToFileURL(path.join(PACKAGE_DIR, "src/scanner/index.js")).href)) as {
    scan: (host: string) => Promise<Scan>;
  };
  const { stop } = await startProductionServer({ port: 80, timeoutMs: 60_000 });
  try {
    const result = await scan(HOST);
    const failures = Object.entries(result.tests)
      .filter(([name, test]) => !test.pass && !NEEDS_HTTPS.has(name))
      .map(([name]) => name);
    const report = renderMarkdown(result, failures);
    mkdirSync("audit", { recursive: true });
    writeFileSync("audit/observatory.md", report);
    console.log(report);
    if (failures.length) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
