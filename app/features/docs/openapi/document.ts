// Reading the OpenAPI document at build time: the YAML parsed, the parts the reference uses
// checked, and `$ref`s followed inside the document. The linter (redocly.yaml) holds the document
// to the specification; this module only refuses what would leave the reference wrong or empty.
import { parse } from "yaml";

/** A JSON value as the YAML parser gives it. */
export type Node = Record<string, unknown>;

export const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !Array.isArray(value);

export class OpenApiError extends Error {
  constructor(where: string, problem: string) {
    super(`OpenAPI document, ${where}: ${problem}`);
    this.name = "OpenApiError";
  }
}

export function parseDocument(text: string): Node {
  const document: unknown = parse(text);
  if (!isNode(document)) throw new OpenApiError("top level", "not a mapping");
  if (typeof document.openapi !== "string" || !document.openapi.startsWith("3.1.")) {
    throw new OpenApiError("openapi", `expected version 3.1.x, found ${String(document.openapi)}`);
  }
  for (const key of ["info", "paths"] as const) {
    if (!isNode(document[key])) throw new OpenApiError(key, "missing");
  }
  if (!Array.isArray(document.tags) || document.tags.length === 0) throw new OpenApiError("tags", "the groups of the reference are missing");
  return document;
}

/** A string field, required unless a fallback is given. */
export function text(node: Node, key: string, where: string, fallback?: string): string {
  const value = node[key];
  if (typeof value === "string") return value;
  if (fallback !== undefined && value === undefined) return fallback;
  throw new OpenApiError(where, `"${key}" must be a string`);
}

/**
 * Follows a local `$ref` (`#/components/...`), through chains of them. Fields beside the `$ref`
 * (OpenAPI 3.1 allows a description or summary there) override the target's. Returns the node
 * itself when it is not a reference, and the reference it came through (null when it is not one).
 */
export function createResolver(document: Node) {
  const lookUp = (ref: string): unknown => {
    if (!ref.startsWith("#/")) throw new OpenApiError(ref, "only references inside the document are supported");
    let node: unknown = document;
    for (const raw of ref.slice(2).split("/")) {
      const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
      node = isNode(node) ? node[key] : undefined;
      if (node === undefined) throw new OpenApiError(ref, "the reference points at nothing");
    }
    return node;
  };

  return function resolve(node: unknown, seen: readonly string[] = []): { node: Node; ref: string | null } {
    if (!isNode(node)) throw new OpenApiError(seen.at(-1) ?? "a value", "expected a mapping");
    const ref = node.$ref;
    if (typeof ref !== "string") return { node, ref: seen.at(-1) ?? null };
    if (seen.includes(ref)) throw new OpenApiError(ref, "the reference refers to itself");
    const { $ref: _ref, ...siblings } = node;
    const target = resolve(lookUp(ref), [...seen, ref]);
    return { node: { ...target.node, ...siblings }, ref: target.ref };
  };
}

export type Resolve = ReturnType<typeof createResolver>;
