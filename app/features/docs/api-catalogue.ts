// The /docs/api list of endpoints: the reference's operations grouped as the page shows them, and
// the search over them. Browser-safe (the search island runs it); the reference itself is built
// from the OpenAPI document at build time (openapi/build.ts).
import { operationHref, type ApiReference, type HttpMethod } from "./openapi/model.ts";

type Endpoint = {
  operationId: string;
  /** The operation's reference page. */
  href: string;
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

/** Only what the list shows of each operation: its schemas and examples stay on its own page. */
export function endpointGroups(reference: ApiReference): EndpointGroup[] {
  return reference.groups.map((group) => ({
    id: group.id,
    title: group.title,
    description: group.description,
    endpoints: group.operations.map((operation) => ({
      operationId: operation.operationId,
      href: operationHref(operation.slug),
      method: operation.method,
      path: operation.path,
      name: operation.summary,
      description: operation.description,
    })),
  }));
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
