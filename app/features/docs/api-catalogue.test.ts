import { describe, expect, it } from "vitest";
import {
  countEndpoints,
  interactiveDocsUrl,
  endpointGroups,
  searchEndpointGroups,
  slugify,
  type EndpointGroup,
  type OpenApiSubset,
} from "./api-catalogue.ts";
import { platformApi } from "./endpoints.server.ts";

const sample: OpenApiSubset = {
  openapi: "3.1.0",
  info: { title: "Sample", version: "1" },
  servers: [],
  tags: [
    { name: "Users", description: "People." },
    { name: "LLM Aliases", description: "Names." },
  ],
  paths: {
    "/v1/aliases": {
      post: { operationId: "createAlias", summary: "Create alias", description: "d", tags: ["LLM Aliases"] },
      get: { operationId: "listAliases", summary: "List aliases", description: "d", tags: ["LLM Aliases"] },
    },
    "/v1/users": { get: { operationId: "listUsers", summary: "List users", description: "d", tags: ["Users"] } },
    "/v1/users/{user_id}": {
      delete: { operationId: "deleteUser", summary: "Remove someone", description: "d", tags: ["Users"] },
    },
  },
};

describe("endpointGroups", () => {
  it("groups operations by tag in tag order, methods in a fixed order", () => {
    const groups = endpointGroups(sample);
    expect(groups.map((group) => [group.id, group.title, group.endpoints.map((e) => `${e.method} ${e.path}`)])).toEqual([
      ["users", "Users", ["get /v1/users", "delete /v1/users/{user_id}"]],
      ["llm-aliases", "LLM Aliases", ["get /v1/aliases", "post /v1/aliases"]],
    ]);
    expect(countEndpoints(groups)).toBe(4);
  });

  it("refuses an operation whose tag is not declared", () => {
    const broken: OpenApiSubset = {
      ...sample,
      paths: { "/x": { get: { operationId: "x", summary: "X", description: "d", tags: ["Nope"] } } },
    };
    expect(() => endpointGroups(broken)).toThrow(/unknown tag "Nope"/);
  });
});

describe("searchEndpointGroups", () => {
  const groups = endpointGroups(sample);
  const summary = (result: EndpointGroup[]) => result.map((group) => [group.title, group.endpoints.map((e) => e.operationId)]);

  it("returns everything for an empty or blank query", () => {
    expect(searchEndpointGroups(groups, "")).toBe(groups);
    expect(searchEndpointGroups(groups, "   ")).toBe(groups);
  });

  it("matches endpoint names case-insensitively", () => {
    expect(summary(searchEndpointGroups(groups, "LIST"))).toEqual([
      ["Users", ["listUsers"]],
      ["LLM Aliases", ["listAliases"]],
    ]);
  });

  it("matches paths", () => {
    expect(summary(searchEndpointGroups(groups, "{user_id}"))).toEqual([["Users", ["deleteUser"]]]);
  });

  it("shows a whole group when its title matches", () => {
    expect(summary(searchEndpointGroups(groups, "llm ali"))).toEqual([["LLM Aliases", ["listAliases", "createAlias"]]]);
  });

  it("ignores surrounding whitespace and drops groups left empty", () => {
    expect(summary(searchEndpointGroups(groups, "  remove "))).toEqual([["Users", ["deleteUser"]]]);
    expect(searchEndpointGroups(groups, "no such endpoint")).toEqual([]);
  });
});

describe("the platform catalogue", () => {
  const groups = endpointGroups(platformApi);

  it("has every group the spec lists, each with endpoints", () => {
    expect(groups.map((group) => group.title)).toEqual([
      "General",
      "Authentication",
      "Users",
      "Roles",
      "Tenants",
      "Tenant Private Endpoints",
      "Category Settings",
      "Trust Metrics Settings",
      "Policy/Configs",
      "LLM API Keys",
      "LLM Aliases",
      "Chats",
      "Analytics",
      "Probes",
      "Metrics",
      "Custom Suites List",
      "LLM Models and Providers",
      "Wiz Integration",
      "MCP Client",
      "MCP Server Configuration",
      "Threshold Settings",
    ]);
    for (const group of groups) expect(group.endpoints.length, group.title).toBeGreaterThanOrEqual(2);
  });

  it("has unique operation ids and group anchors", () => {
    const ids = groups.flatMap((group) => group.endpoints.map((endpoint) => endpoint.operationId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
  });

  it("uses the methods the spec names for its operations", () => {
    const find = (operationId: string) =>
      groups.flatMap((group) => group.endpoints).find((endpoint) => endpoint.operationId === operationId)?.method;
    expect([find("login"), find("signup"), find("createUser"), find("updateRole"), find("deleteTenant")]).toEqual([
      "post",
      "post",
      "post",
      "post",
      "post",
    ]);
    expect([find("updateModel"), find("updateAlias"), find("updateThreshold"), find("updateMcpServer"), find("updateApiToken")]).toEqual([
      "put",
      "patch",
      "patch",
      "put",
      "patch",
    ]);
    expect([find("deletePrivateEndpoint"), find("resetCategorySettings"), find("resetTrustMetrics"), find("deleteVectorStoreEntry")]).toEqual([
      "delete",
      "delete",
      "delete",
      "delete",
    ]);
  });
});

describe("slugify", () => {
  it("makes anchors from group titles", () => {
    expect(slugify("Policy/Configs")).toBe("policy-configs");
    expect(slugify("LLM Models and Providers")).toBe("llm-models-and-providers");
  });
});

describe("interactiveDocsUrl", () => {
  it("links to the operation the way Swagger UI deep-links", () => {
    expect(interactiveDocsUrl("https://api.example/docs", "Tenant Private Endpoints", "listPrivateEndpoints")).toBe(
      "https://api.example/docs#/Tenant_Private_Endpoints/listPrivateEndpoints",
    );
    expect(interactiveDocsUrl("https://api.example/docs", "Policy/Configs", "getConfig")).toBe(
      "https://api.example/docs#/Policy%2FConfigs/getConfig",
    );
  });
});
