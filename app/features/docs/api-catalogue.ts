// The API reference's data model. The catalogue is kept as a subset of an OpenAPI 3.1 document
// (endpoints.server.ts), so it can later be generated from the platform's real openapi.json;
// the page only ever sees the grouped list below. Browser-safe: no catalogue text lives here.

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The OpenAPI fields the reference uses; a generated document carries more and that is fine. */
export type OpenApiOperation = {
  operationId: string;
  summary: string;
  description: string;
  tags: [string, ...string[]];
};

export type OpenApiSubset = {
  openapi: `3.${number}.${number}`;
  info: { title: string; version: string };
  servers: { url: string; description: string }[];
  tags: { name: string; description: string }[];
  paths: Record<string, Partial<Record<HttpMethod, OpenApiOperation>>>;
};

type Endpoint = {
  operationId: string;
  method: HttpMethod;
  path: string;
  name: string;
  description: string;
};

export type EndpointGroup = {
  /** Anchor: /docs/api#<id>. */
  id: string;
  title: string;
  description: string;
  endpoints: Endpoint[];
};

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Groups operations by their first tag, in the order the document lists its tags; within a group,
 * operations keep the document's path order and the method order above. Untagged or unknown tags
 * are an authoring error and throw, so a broken catalogue never ships silently.
 */
export function endpointGroups(document: OpenApiSubset): EndpointGroup[] {
  const groups = new Map<string, EndpointGroup>(
    document.tags.map((tag) => [tag.name, { id: slugify(tag.name), title: tag.name, description: tag.description, endpoints: [] }]),
  );
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const group = groups.get(operation.tags[0]);
      if (!group) throw new Error(`Operation ${operation.operationId} has the unknown tag "${operation.tags[0]}"`);
      group.endpoints.push({
        operationId: operation.operationId,
        method,
        path,
        name: operation.summary,
        description: operation.description,
      });
    }
  }
  return [...groups.values()];
}

export function countEndpoints(groups: EndpointGroup[]): number {
  return groups.reduce((total, group) => total + group.endpoints.length, 0);
}

/**
 * The reference's search (spec §5): case-insensitive, over endpoint names, paths and group titles.
 * A group whose title matches is shown whole; otherwise only its matching endpoints are, and
 * groups left empty are dropped.
 */
export function searchEndpointGroups(groups: EndpointGroup[], query: string): EndpointGroup[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return groups;
  return groups.flatMap((group) => {
    if (group.title.toLowerCase().includes(needle)) return [group];
    const endpoints = group.endpoints.filter(
      (endpoint) => endpoint.name.toLowerCase().includes(needle) || endpoint.path.toLowerCase().includes(needle),
    );
    return endpoints.length > 0 ? [{ ...group, endpoints }] : [];
  });
}

/** Swagger UI's deep link to one operation: #/<tag with spaces as underscores>/<operationId>. */
export function interactiveDocsUrl(base: string, tag: string, operationId: string): string {
  return `${base}#/${encodeURIComponent(tag.replace(/\s/g, "_"))}/${encodeURIComponent(operationId)}`;
}

/** What the reference shows above the groups; written with the catalogue, sent by the loader. */
export type ApiOverview = { title: string; version: string; intro: string[] };
