import type { ElementContent } from "hast";
// The API reference as the pages show it, made from the OpenAPI document at build time
// (openapi/build.ts). Plain, serialisable data and the names pages share; browser-safe, as the
// types reach the /docs/api search island (none of the reference's text lives here).

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** Where the reference lives, and its operations' pages. */
export const API_REFERENCE_PATH = "/docs/api";
export const API_DOCUMENT_PATH = `${API_REFERENCE_PATH}/openapi.yaml`;
export const API_REFERENCE_TITLE = "API Reference";

/** A group's anchor on /docs/api from its title: "Policy/Configs" is #policy-configs. */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

export const operationHref = (slug: string) => `${API_REFERENCE_PATH}/${slug}`;

/**
 * An operation's page address from its operationId: `listLlmKeys` is /docs/api/list-llm-keys.
 * Lowercase words joined by hyphens, so the address reads like the site's others.
 */
export function operationSlug(operationId: string): string {
  return slugify(operationId.replace(/([a-z0-9])([A-Z])/g, "$1-$2").replace(/([A-Z]+)([A-Z][a-z])/g, "$1-$2"));
}

/**
 * One property of a body, flattened for a table: nested objects and the objects in arrays follow
 * their parent one level deeper. Descriptions and notes may hold `inline code` in backticks.
 */
export type SchemaRow = {
  name: string;
  /** The names above it, e.g. `choices[].message.`, shown before the name. */
  parents: string;
  depth: number;
  type: string;
  required: boolean;
  description: string;
  /** Allowed values, bounds, defaults, formats: one short sentence each. */
  notes: string[];
};

export type SchemaView = {
  /** The body's own type, e.g. "object" or "string". */
  type: string;
  description: string;
  notes: string[];
  rows: SchemaRow[];
};

export type CodeLanguage = "json" | "yaml" | "text";

export type CodeExample = {
  language: CodeLanguage;
  code: string;
  /** Its tokens, highlighted at build time (shiki's hast); one text token for plain text. */
  tokens: ElementContent[];
};

export type ApiBody = {
  mediaType: string;
  required: boolean;
  description: string;
  schema: SchemaView;
  example: CodeExample | null;
};

export type ApiParameter = {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  type: string;
  description: string;
  notes: string[];
};

export type ApiResponse = {
  status: string;
  description: string;
  headers: ApiParameter[];
  body: ApiBody | null;
};

export type SecuritySchemeView = {
  /** What a reader recognises, e.g. "Bearer token" or "`X-User-Token` header". */
  label: string;
  description: string;
};

export type ApiOperation = {
  operationId: string;
  slug: string;
  method: HttpMethod;
  path: string;
  summary: string;
  description: string;
  group: { id: string; title: string };
  /** The base URL the path is appended to (the operation's, its path's or the document's server). */
  server: string;
  /** Alternatives: any one entry is enough, and each entry needs all its schemes. Empty: no authentication. */
  authentication: SecuritySchemeView[][];
  parameters: ApiParameter[];
  requestBody: ApiBody | null;
  responses: ApiResponse[];
};

/**
 * An operation as the reference stores it: its responses by their place in the reference's
 * `responses`, where the ones many operations share (a 401, a 404) are kept once.
 */
export type StoredOperation = Omit<ApiOperation, "responses"> & { responses: number[] };

export type ApiGroup = {
  /** Anchor on /docs/api: #<id>. */
  id: string;
  title: string;
  description: string;
  operations: StoredOperation[];
};

export type ApiReference = {
  /** The document's info.title, e.g. "Lumenguard Platform API". */
  title: string;
  version: string;
  /** The document's description, one paragraph per entry. */
  intro: string[];
  groups: ApiGroup[];
  responses: ApiResponse[];
};

/** An operation's page: the operation with its responses, and its neighbours in the reference's order. */
export type OperationPage = {
  operation: ApiOperation;
  previous: { slug: string; summary: string } | null;
  next: { slug: string; summary: string } | null;
};

export function operationPage(reference: ApiReference, slug: string): OperationPage | null {
  const operations = reference.groups.flatMap((group) => group.operations);
  const index = operations.findIndex((operation) => operation.slug === slug);
  const stored = operations[index];
  if (!stored) return null;
  const neighbour = (at: number) => {
    const found = operations[at];
    return found ? { slug: found.slug, summary: found.summary } : null;
  };
  return {
    operation: { ...stored, responses: stored.responses.map((at) => reference.responses[at]!) },
    previous: neighbour(index - 1),
    next: neighbour(index + 1),
  };
}
