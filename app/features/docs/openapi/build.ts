// The API reference from its OpenAPI document (content/docs/api/openapi.yaml), built once in Node
// by the docs bundle (app/features/docs/build/docs-bundle.ts): the operations grouped by their
// first tag in the document's tag order, each with its parameters, bodies, responses,
// authentication and highlighted examples; the document itself, to serve as a file; and one search
// entry per operation.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { SearchDocument } from "#app/features/docs/search/search-document.ts";
import { createResolver, isNode, OpenApiError, parseDocument, text, type Node, type Resolve } from "./document.ts";
import { createHighlight, type Highlight } from "./highlight.ts";
import {
  HTTP_METHODS,
  operationHref,
  operationSlug,
  slugify,
  type ApiBody,
  type ApiGroup,
  type ApiParameter,
  type ApiReference,
  type ApiResponse,
  type CodeLanguage,
  type SecuritySchemeView,
  type StoredOperation,
} from "./model.ts";
import { createSchemaViews, type Direction, type SchemaViews } from "./schema-view.ts";

export type ApiReferenceBundle = {
  reference: ApiReference;
  /** The OpenAPI document as written, served at /docs/api/openapi.yaml. */
  document: string;
  searchDocuments: SearchDocument[];
};

/** Where the document lives inside the docs content folder. */
export const API_DOCUMENT_FILE = path.join("api", "openapi.yaml");

export async function buildApiReference(contentDir: string): Promise<ApiReferenceBundle> {
  const document = await readFile(path.join(contentDir, API_DOCUMENT_FILE), "utf8");
  const reference = referenceFromDocument(document, await createHighlight());
  return { reference, document, searchDocuments: apiSearchDocuments(reference) };
}

const nodes = (value: unknown): [string, Node][] =>
  isNode(value) ? Object.entries(value).filter((entry): entry is [string, Node] => isNode(entry[1])) : [];

const paragraphs = (value: string) =>
  value
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean);

function languageOf(mediaType: string): CodeLanguage {
  if (/[/+]json\b/.test(mediaType)) return "json";
  if (/[/+]yaml\b/.test(mediaType)) return "yaml";
  return "text";
}

function schemeView(scheme: Node, where: string): SecuritySchemeView {
  const description = text(scheme, "description", where, "");
  switch (scheme.type) {
    case "http":
      return { label: scheme.scheme === "bearer" ? "Bearer token" : `HTTP ${text(scheme, "scheme", where)} authentication`, description };
    case "apiKey":
      return { label: `\`${text(scheme, "name", where)}\` ${scheme.in === "query" ? "query parameter" : text(scheme, "in", where)}`, description };
    case "oauth2":
      return { label: "OAuth 2.0", description };
    case "openIdConnect":
      return { label: "OpenID Connect", description };
    case "mutualTLS":
      return { label: "Mutual TLS", description };
    default:
      throw new OpenApiError(where, `unknown security scheme type ${String(scheme.type)}`);
  }
}

/** Reads what one operation's page shows from its place in the document. */
function createOperationReader(document: Node, resolve: Resolve, schemas: SchemaViews, highlight: Highlight) {
  const components = isNode(document.components) ? document.components : {};
  const schemes = new Map(nodes(components.securitySchemes).map(([id, scheme]) => [id, schemeView(resolve(scheme).node, `security scheme ${id}`)]));

  const parameter = (raw: Node, where: string): ApiParameter => {
    const node = resolve(raw).node;
    const name = text(node, "name", where);
    const location = text(node, "in", where);
    if (location !== "path" && location !== "query" && location !== "header" && location !== "cookie") {
      throw new OpenApiError(`${where}, parameter ${name}`, `unknown location ${location}`);
    }
    return {
      name,
      in: location,
      required: node.required === true,
      type: schemas.label(node.schema ?? {}),
      description: text(node, "description", where, "") || schemas.description(node.schema ?? {}),
      notes: schemas.notes(node.schema ?? {}, "request"),
    };
  };

  const exampleOf = (media: Node, mediaType: string, direction: Direction, where: string) => {
    const language = languageOf(mediaType);
    const named = nodes(media.examples).map(([, example]) => resolve(example).node.value);
    const value = media.example ?? named[0] ?? (language === "json" ? schemas.example(media.schema, direction, where) : undefined);
    if (value === undefined) return null;
    const code = typeof value === "string" && language !== "json" ? value.trimEnd() : JSON.stringify(value, null, 2);
    return highlight(code, language);
  };

  /** A request body, or a response's (whose description is the response's own), in the first media type the document lists. */
  const body = (raw: Node, direction: Direction, where: string): ApiBody | null => {
    const node = resolve(raw).node;
    const [first] = nodes(node.content);
    if (!first) return null;
    const [mediaType, media] = first;
    return {
      mediaType,
      required: direction === "response" || node.required === true,
      description: direction === "request" ? text(node, "description", where, "") : "",
      schema: schemas.view(media.schema ?? {}, direction),
      example: exampleOf(media, mediaType, direction, where),
    };
  };

  const response = ([status, raw]: [string, Node], where: string): ApiResponse => {
    const node = resolve(raw).node;
    const at = `${where}, response ${status}`;
    return {
      status,
      description: text(node, "description", at),
      headers: nodes(node.headers).map(([name, header]) => parameter({ ...resolve(header).node, name, in: "header" }, at)),
      body: body(node, "response", at),
    };
  };

  const authentication = (requirements: unknown, where: string): SecuritySchemeView[][] =>
    (Array.isArray(requirements) ? requirements : []).map((requirement) =>
      Object.keys(isNode(requirement) ? requirement : {}).map((id) => {
        const scheme = schemes.get(id);
        if (!scheme) throw new OpenApiError(where, `unknown security scheme ${id}`);
        return scheme;
      }),
    );

  const serverOf = (...candidates: unknown[]) => {
    const servers = candidates.find((candidate) => Array.isArray(candidate) && candidate.length > 0);
    const [first] = Array.isArray(servers) ? servers : [];
    return isNode(first) && typeof first.url === "string" ? first.url : "";
  };

  // Each distinct response once: most operations share the same few error responses.
  const responses: ApiResponse[] = [];
  const responseAt = new Map<string, number>();
  const storeResponse = (view: ApiResponse) => {
    const key = JSON.stringify(view);
    let at = responseAt.get(key);
    if (at === undefined) {
      at = responses.push(view) - 1;
      responseAt.set(key, at);
    }
    return at;
  };

  const read = (pathName: string, item: Node, method: (typeof HTTP_METHODS)[number], operation: Node, group: ApiGroup): StoredOperation => {
    const where = `${method.toUpperCase()} ${pathName}`;
    const operationId = text(operation, "operationId", where);
    // Path-level parameters apply unless the operation redefines one (same name and location).
    const parameters = new Map<string, ApiParameter>();
    for (const raw of [...(Array.isArray(item.parameters) ? item.parameters : []), ...(Array.isArray(operation.parameters) ? operation.parameters : [])]) {
      const view = parameter(raw as Node, where);
      parameters.set(`${view.in}:${view.name}`, view);
    }
    return {
      operationId,
      slug: operationSlug(operationId),
      method,
      path: pathName,
      summary: text(operation, "summary", where),
      description: text(operation, "description", where, ""),
      group: { id: group.id, title: group.title },
      server: serverOf(operation.servers, item.servers, document.servers),
      authentication: authentication(operation.security ?? document.security, where),
      parameters: [...parameters.values()],
      requestBody: isNode(operation.requestBody) ? body(operation.requestBody, "request", `${where}, request body`) : null,
      responses: nodes(operation.responses).map((entry) => storeResponse(response(entry, where))),
    };
  };
  return { read, responses };
}

/**
 * The reference from the document's text. Operations are grouped by their first tag, groups in
 * the order the document lists its tags; within a group, operations keep the document's path
 * order and the method order of HTTP_METHODS. An untagged operation, an undeclared tag or a
 * repeated page address is an authoring error and throws, so a broken reference never ships.
 */
export function referenceFromDocument(source: string, highlight: Highlight): ApiReference {
  const document = parseDocument(source);
  const resolve = createResolver(document);
  const operations = createOperationReader(document, resolve, createSchemaViews(resolve), highlight);
  const info = document.info as Node;

  const groups = new Map<string, ApiGroup>();
  for (const tag of document.tags as unknown[]) {
    if (!isNode(tag)) throw new OpenApiError("tags", "each tag must be a mapping");
    const title = text(tag, "name", "tags");
    groups.set(title, { id: slugify(title), title, description: text(tag, "description", `tag ${title}`, ""), operations: [] });
  }

  const slugs = new Set<string>();
  for (const [pathName, rawItem] of nodes(document.paths)) {
    const item = resolve(rawItem).node;
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      if (!isNode(operation)) throw new OpenApiError(`${method.toUpperCase()} ${pathName}`, "not a mapping");
      const tags = Array.isArray(operation.tags) ? operation.tags : [];
      const group = groups.get(String(tags[0]));
      if (!group) throw new OpenApiError(`${method.toUpperCase()} ${pathName}`, `its first tag "${String(tags[0])}" is not declared under tags`);
      const view = operations.read(pathName, item, method, operation, group);
      if (slugs.has(view.slug)) throw new OpenApiError(view.operationId, `another operation already has the page /docs/api/${view.slug}`);
      slugs.add(view.slug);
      group.operations.push(view);
    }
  }

  return {
    title: text(info, "title", "info"),
    version: text(info, "version", "info"),
    intro: paragraphs(text(info, "description", "info", "")),
    groups: [...groups.values()],
    responses: operations.responses,
  };
}

const plain = (richText: string) => richText.replaceAll("`", "");

/** One search entry per operation, opening its page: the summary, its group, what it does and its parameters. */
export function apiSearchDocuments(reference: ApiReference): SearchDocument[] {
  return reference.groups.flatMap((group) =>
    group.operations.map((operation) => ({
      id: operationHref(operation.slug),
      href: operationHref(operation.slug),
      title: operation.summary,
      section: group.title,
      text: [
        `${operation.method.toUpperCase()} ${operation.path}`,
        plain(operation.description),
        ...operation.parameters.map((parameter) => `${parameter.name}: ${plain(parameter.description)}`),
      ]
        .filter(Boolean)
        .join("\n"),
      kind: "endpoint" as const,
    })),
  );
}
