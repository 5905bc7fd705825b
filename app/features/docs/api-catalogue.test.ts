import { describe, expect, it } from "vitest";
import { countEndpoints, endpointGroups, interactiveDocsUrl, searchEndpointGroups, type EndpointGroup } from "./api-catalogue.ts";
import { referenceFromDocument } from "./openapi/build.ts";
import { plainTokens, type Highlight } from "./openapi/highlight.ts";

const plainText: Highlight = (code, language) => ({ language, code, tokens: plainTokens(code) });

const operation = (operationId: string, summary: string, tag: string) => `
      operationId: ${operationId}
      summary: ${summary}
      description: d
      tags: ["${tag}"]
      responses:
        "204":
          description: Done.`;

const groups = endpointGroups(
  referenceFromDocument(
    `
openapi: 3.1.0
info: { title: Sample, version: "1" }
tags:
  - { name: Users, description: People. }
  - { name: LLM Aliases, description: Names. }
paths:
  /v1/aliases:
    post:${operation("createAlias", "Create alias", "LLM Aliases")}
    get:${operation("listAliases", "List aliases", "LLM Aliases")}
  /v1/users:
    get:${operation("listUsers", "List users", "Users")}
  /v1/users/{user_id}:
    delete:${operation("deleteUser", "Remove someone", "Users")}
`,
    plainText,
  ),
);

describe("endpointGroups", () => {
  it("lists each group's operations as the page shows them, each linking to its own page", () => {
    expect(groups.map((group) => [group.id, group.title, group.endpoints.map((e) => `${e.method} ${e.path} ${e.href}`)])).toEqual([
      ["users", "Users", ["get /v1/users /docs/api/list-users", "delete /v1/users/{user_id} /docs/api/delete-user"]],
      ["llm-aliases", "LLM Aliases", ["get /v1/aliases /docs/api/list-aliases", "post /v1/aliases /docs/api/create-alias"]],
    ]);
    expect(countEndpoints(groups)).toBe(4);
  });
});

describe("searchEndpointGroups", () => {
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
