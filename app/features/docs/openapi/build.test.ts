import { readFileSync } from "node:fs";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { brand } from "#app/config/site.ts";
import { docsBundle } from "#app/features/docs/bundle.server.ts";
import { apiSearchDocuments, referenceFromDocument } from "./build.ts";
import { plainTokens, type Highlight } from "./highlight.ts";
import { HTTP_METHODS, operationPage, operationSlug, type ApiReference } from "./model.ts";

const plainText: Highlight = (code, language) => ({ language, code, tokens: plainTokens(code) });
const build = (yaml: string) => referenceFromDocument(yaml, plainText);
const operations = (reference: ApiReference) => reference.groups.flatMap((group) => group.operations);

const sample = `
openapi: 3.1.0
info:
  title: Sample API
  version: "2.0"
  description: |-
    First paragraph,
    on two lines.

    Second paragraph.
servers:
  - url: https://api.example.test
security:
  - token: []
tags:
  - name: Widgets
    description: Things.
  - name: Health
paths:
  /widgets/{widget_id}:
    parameters:
      - $ref: "#/components/parameters/WidgetId"
      - { name: verbose, in: query, schema: { type: boolean, default: false } }
    get:
      operationId: getWidget
      summary: Get widget
      description: One \`widget\`.
      tags: [Widgets]
      parameters:
        - { name: verbose, in: query, description: More detail., schema: { type: boolean } }
      responses:
        "200":
          description: The widget.
          content:
            application/json:
              schema: { $ref: "#/components/schemas/Widget" }
        "404": { $ref: "#/components/responses/NotFound" }
    patch:
      operationId: updateWidget
      summary: Update widget
      tags: [Widgets]
      security:
        - token: []
          user: []
        - token: []
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/Widget" }
            example: { name: Sprocket }
      responses:
        "200":
          description: Updated.
          headers:
            X-Version: { description: The new version., schema: { type: integer, minimum: 1 } }
        "404": { $ref: "#/components/responses/NotFound" }
  /healthz:
    servers:
      - url: https://health.example.test
    get:
      operationId: getHealth
      summary: Health
      tags: [Health]
      security: []
      responses:
        "200":
          description: Up.
          content:
            text/plain:
              schema: { type: string }
              example: ok
components:
  securitySchemes:
    token: { type: http, scheme: bearer, description: A personal token. }
    user: { type: apiKey, in: header, name: X-User, description: The end user. }
  parameters:
    WidgetId: { name: widget_id, in: path, required: true, description: The widget's id., schema: { type: string, examples: [wdg_1] } }
  responses:
    NotFound:
      description: No such widget.
      content:
        application/json:
          schema:
            type: object
            properties: { message: { type: string, examples: [Not found.] } }
  schemas:
    Widget:
      allOf:
        - type: object
          required: [id]
          properties:
            id: { type: string, readOnly: true, examples: [wdg_1] }
            secret: { type: string, writeOnly: true, examples: [s3cret] }
        - type: object
          required: [name]
          properties:
            name: { type: string, minLength: 1, maxLength: 40, examples: [Sprocket] }
            colour: { type: string, enum: [red, blue] }
            parts:
              type: array
              items:
                type: object
                properties:
                  size: { type: [integer, "null"], description: Millimetres. }
            owner:
              oneOf:
                - $ref: "#/components/schemas/Owner"
                - type: "null"
              description: Who owns it.
    Owner:
      type: object
      properties:
        email: { type: string, format: email, examples: [ada@example.test] }
`;

describe("referenceFromDocument", () => {
  const reference = build(sample);
  const [getWidget, updateWidget, getHealth] = operations(reference);
  const responses = (operation: typeof getWidget) => operationPage(reference, operation!.slug)!.operation.responses;

  it("reads the document's title, version and paragraphs", () => {
    expect([reference.title, reference.version, reference.intro]).toEqual(["Sample API", "2.0", ["First paragraph, on two lines.", "Second paragraph."]]);
  });

  it("groups operations by tag in tag order, methods in a fixed order, each with its page address", () => {
    expect(reference.groups.map((group) => [group.id, group.title, group.operations.map((o) => `${o.method} ${o.path} ${o.slug}`)])).toEqual([
      ["widgets", "Widgets", ["get /widgets/{widget_id} get-widget", "patch /widgets/{widget_id} update-widget"]],
      ["health", "Health", ["get /healthz get-health"]],
    ]);
  });

  it("merges path-level parameters, the operation's own winning, and follows references", () => {
    expect(getWidget?.parameters).toEqual([
      { name: "widget_id", in: "path", required: true, type: "string", description: "The widget's id.", notes: [] },
      { name: "verbose", in: "query", required: false, type: "boolean", description: "More detail.", notes: [] },
    ]);
    expect(updateWidget?.parameters.map((p) => [p.name, p.notes])).toEqual([
      ["widget_id", []],
      ["verbose", ["Default `false`."]],
    ]);
  });

  it("takes each operation's servers and security from the nearest level that has them", () => {
    expect([getWidget?.server, getHealth?.server]).toEqual(["https://api.example.test", "https://health.example.test"]);
    expect(getWidget?.authentication).toEqual([[{ label: "Bearer token", description: "A personal token." }]]);
    expect(updateWidget?.authentication.map((option) => option.map((scheme) => scheme.label))).toEqual([["Bearer token", "`X-User` header"], ["Bearer token"]]);
    expect(getHealth?.authentication).toEqual([]);
  });

  it("flattens a body's schema into rows: allOf merged, nested objects under their parent, read-only left out of requests", () => {
    const rows = (direction: "request" | "response") =>
      (direction === "request" ? updateWidget?.requestBody : responses(getWidget)[0]?.body)?.schema.rows.map(
        (row) => `${"  ".repeat(row.depth)}${row.parents}${row.name}: ${row.type}${row.required ? " (required)" : ""}${row.notes.length ? ` [${row.notes.join(" ")}]` : ""}`,
      );
    expect(rows("request")).toEqual([
      "secret: string [Never returned in responses.]",
      "name: string (required) [1 to 40 characters.]",
      "colour: string [One of `red`, `blue`.]",
      "parts: array of objects",
      "  parts[].size: integer or null",
      "owner: object or null",
      "  owner.email: string (email)",
    ]);
    expect(rows("response")?.slice(0, 2)).toEqual(["id: string (required)", "name: string (required) [1 to 40 characters.]"]);
    expect(responses(getWidget)[0]?.body?.schema.rows.find((row) => row.name === "owner")?.description).toBe("Who owns it.");
  });

  it("shows the document's example, or one made from the schema's examples, and plain text as it is", () => {
    expect(JSON.parse(updateWidget!.requestBody!.example!.code)).toEqual({ name: "Sprocket" });
    expect(JSON.parse(responses(getWidget)[0]!.body!.example!.code)).toEqual({
      id: "wdg_1",
      name: "Sprocket",
      colour: "red",
      parts: [{ size: null }],
      owner: { email: "ada@example.test" },
    });
    expect(responses(getHealth)[0]?.body?.example).toEqual({ language: "text", code: "ok", tokens: plainTokens("ok") });
  });

  it("lists responses with their headers, and keeps a response many operations share once", () => {
    expect(responses(updateWidget).map((r) => [r.status, r.description, r.body === null, r.headers.map((h) => `${h.name}: ${h.type}`)])).toEqual([
      ["200", "Updated.", true, ["X-Version: integer"]],
      ["404", "No such widget.", false, []],
    ]);
    expect(getWidget?.responses[1]).toBe(updateWidget?.responses[1]);
    expect(reference.responses).toHaveLength(4);
  });

  it("makes one search entry per operation, opening its page", () => {
    expect(apiSearchDocuments(reference)[0]).toEqual({
      id: "/docs/api/get-widget",
      href: "/docs/api/get-widget",
      title: "Get widget",
      section: "Widgets",
      text: "GET /widgets/{widget_id}\nOne widget.\nwidget_id: The widget's id.\nverbose: More detail.",
      kind: "endpoint",
    });
  });

  it("gives each page its neighbours in the reference's order, across groups", () => {
    const middle = operationPage(reference, "update-widget");
    expect([middle?.previous?.slug, middle?.next?.slug]).toEqual(["get-widget", "get-health"]);
    expect(operationPage(reference, "get-widget")?.previous).toBeNull();
    expect(operationPage(reference, "get-health")?.next).toBeNull();
    expect(operationPage(reference, "no-such-operation")).toBeNull();
  });

  it("refuses a document that would make a wrong reference", () => {
    expect(() => build(sample.replace("tags: [Health]", "tags: [Nope]"))).toThrow(/first tag "Nope" is not declared/);
    expect(() => build(sample.replace("operationId: getHealth", "operationId: getWidget"))).toThrow(/already has the page \/docs\/api\/get-widget/);
    expect(() => build(sample.replace("openapi: 3.1.0", "openapi: 3.0.3"))).toThrow(/expected version 3\.1\.x/);
    expect(() => build(sample.replace('"#/components/schemas/Owner"', '"#/components/schemas/Nobody"'))).toThrow(/points at nothing/);
    expect(() => build(sample.replace("examples: [Sprocket]", "description: No example."))).toThrow(/GET \/widgets\/\{widget_id\}, response 200\.name: no example/);
    expect(() => build(sample.replace("- token: []\n          user: []", "- token: []\n          nobody: []"))).toThrow(/unknown security scheme nobody/);
  });
});

describe("operationSlug", () => {
  it("makes lowercase, hyphenated addresses from operation ids", () => {
    expect(["listLlmKeys", "getMcpServer", "login", "getHTTPStatus", "updateMcpToolAllowList"].map(operationSlug)).toEqual([
      "list-llm-keys",
      "get-mcp-server",
      "login",
      "get-http-status",
      "update-mcp-tool-allow-list",
    ]);
  });
});

describe("the platform's reference", () => {
  const { reference, searchDocuments, document } = docsBundle.api;
  const all = operations(reference);

  /** Every operation of the document, read straight from its YAML rather than through the build. */
  const declared = (() => {
    const raw = parse(readFileSync("content/docs/api/openapi.yaml", "utf8")) as {
      paths: Record<string, Record<string, { operationId: string; summary: string; tags: string[] }>>;
    };
    return Object.entries(raw.paths).flatMap(([path, item]) =>
      HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, ...item[method] }] : [])),
    );
  })();

  it("is the document in the repository, titled with the brand", () => {
    expect(document).toBe(readFileSync("content/docs/api/openapi.yaml", "utf8"));
    expect(reference.title).toBe(`${brand.name} Platform API`);
    expect(reference.intro).toHaveLength(2);
  });

  it("has every operation of the document in the reference and in search", () => {
    expect(declared.length).toBeGreaterThanOrEqual(100);
    expect(all).toHaveLength(declared.length);
    for (const { path, method, operationId, summary, tags } of declared) {
      const found = all.find((operation) => operation.operationId === operationId);
      expect(found, operationId).toMatchObject({ path, method, summary, group: { title: tags[0] } });
      expect(searchDocuments.find((entry) => entry.href === `/docs/api/${found?.slug}`), operationId).toMatchObject({
        title: summary,
        section: tags[0],
        kind: "endpoint",
      });
    }
    expect(searchDocuments).toHaveLength(declared.length);
  });

  it("has every group the spec lists, in its order, each with endpoints", () => {
    expect(reference.groups.map((group) => group.title)).toEqual([
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
    for (const group of reference.groups) expect(group.operations.length, group.title).toBeGreaterThanOrEqual(2);
    expect(new Set(reference.groups.map((group) => group.id)).size).toBe(reference.groups.length);
  });

  it("uses the methods the spec names for its operations", () => {
    const method = (operationId: string) => all.find((operation) => operation.operationId === operationId)?.method;
    expect(["login", "signup", "createUser", "updateRole", "deleteTenant"].map(method)).toEqual(["post", "post", "post", "post", "post"]);
    expect(["updateModel", "updateAlias", "updateThreshold", "updateMcpServer", "updateApiToken"].map(method)).toEqual(["put", "patch", "patch", "put", "patch"]);
    expect(["deletePrivateEndpoint", "resetCategorySettings", "resetTrustMetrics", "deleteVectorStoreEntry"].map(method)).toEqual([
      "delete",
      "delete",
      "delete",
      "delete",
    ]);
  });

  it("describes for every operation a success, its authentication, and an example of each JSON body", () => {
    for (const operation of all) {
      const { responses } = operationPage(reference, operation.slug)!.operation;
      expect(responses.some((response) => response.status.startsWith("2")), operation.operationId).toBe(true);
      const bodies = [operation.requestBody, ...responses.map((response) => response.body)].filter((body) => body?.mediaType === "application/json");
      for (const body of bodies) expect(body?.example?.tokens.length, operation.operationId).toBeGreaterThan(1);
    }
    const authentication = (operationId: string) => all.find((operation) => operation.operationId === operationId)?.authentication.map((option) => option.map((scheme) => scheme.label));
    expect(authentication("login")).toEqual([]);
    expect(authentication("listAliases")).toEqual([["Bearer token"]]);
    expect(authentication("guardCheck")).toEqual([["Bearer token", "`X-User-Token` header"], ["Bearer token"]]);
  });

  it("reports Trust Scores from 0 to 1000 over the nine dimensions", () => {
    const trustScore = operationPage(reference, "get-trust-score")!.operation.responses[0]!.body!.schema.rows.find((row) => row.name === "trust_score");
    expect(trustScore?.notes).toContain("From 0 to 1000.");
    const dimension = operationPage(reference, "update-category-setting")!.operation.parameters[0];
    expect(dimension?.notes[0]?.split(", ")).toHaveLength(9);
  });
});
