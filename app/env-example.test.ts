// .env.example and README's configuration table list every variable the server reads, with its
// default: a variable added to the schema without them fails here.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ENV_VARIABLES, parseEnv } from "./env.server.ts";

const example = readFileSync(".env.example", "utf8");
const shown = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=(.*)$/gm)].map(([, key, value]) => ({ key: key!, value: value! }));
/** Read by compose.yaml, not by the server. */
const COMPOSE_ONLY = ["POSTGRES_PASSWORD", "SITE_HOST"];

describe(".env.example", () => {
  it("lists every variable once, and nothing else but compose's own", () => {
    expect(shown.map(({ key }) => key).sort()).toEqual([...ENV_VARIABLES, ...COMPOSE_ONLY].sort());
  });

  it("shows each variable's default", () => {
    const defaults = parseEnv({});
    for (const { key, value } of shown.filter(({ key }) => !COMPOSE_ONLY.includes(key))) {
      expect(parseEnv({ [key]: value })[key as keyof typeof defaults], key).toEqual(defaults[key as keyof typeof defaults]);
    }
  });
});

describe("README's configuration table", () => {
  it("names every variable", () => {
    const readme = readFileSync("README.md", "utf8");
    const table = readme.slice(readme.indexOf("## Configuration"));
    expect(ENV_VARIABLES.filter((key) => !table.includes(`\`${key}\``))).toEqual([]);
  });
});
