// A JSON Schema (OpenAPI 3.1) as the reference shows it: a type a person reads ("array of
// objects", "string (date-time) or null"), short notes on allowed values, a table of nested
// properties, and an example value made from the schema's own examples where the document gives
// none for the whole body (as Swagger UI and Redoc do).
import { isNode, OpenApiError, type Node, type Resolve } from "./document.ts";
import type { SchemaRow, SchemaView } from "./model.ts";

/** Requests leave out read-only properties, responses write-only ones. */
export type Direction = "request" | "response";

/** A schema with its references followed, `allOf` merged and "X or null" told apart from real alternatives. */
type Flat = {
  schema: Node;
  /** Its types other than null; empty when it says none. */
  types: string[];
  nullable: boolean;
  /** `oneOf`/`anyOf` alternatives other than null, when there are several. */
  variants: Flat[] | null;
  /** The component schemas it sits inside, to stop at a schema that contains itself. */
  refs: readonly string[];
  recursive: boolean;
};

const entries = (value: unknown): [string, unknown][] => (isNode(value) ? Object.entries(value) : []);
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item) => typeof item === "string") : []);
const literal = (value: unknown) => `\`${typeof value === "string" ? value : JSON.stringify(value)}\``;

function pluralise(label: string): string {
  const [first = "", ...rest] = label.split(" ");
  return [first.endsWith("s") ? first : `${first}s`, ...rest].join(" ");
}

export function createSchemaViews(resolve: Resolve) {
  function flatten(raw: unknown, refs: readonly string[]): Flat {
    const resolved = resolve(raw);
    const recursive = resolved.ref !== null && refs.includes(resolved.ref);
    const inside = resolved.ref && !recursive ? [...refs, resolved.ref] : refs;
    let schema = resolved.node;

    if (Array.isArray(schema.allOf) && !recursive) {
      const { allOf, ...own } = schema;
      const parts = allOf.map((part) => flatten(part, inside).schema);
      schema = {
        ...Object.assign({}, ...parts),
        ...own,
        properties: Object.assign({}, ...parts.map((part) => part.properties), own.properties),
        required: [...parts.flatMap((part) => strings(part.required)), ...strings(own.required)],
      };
    }

    const alternatives = schema.oneOf ?? schema.anyOf;
    if (Array.isArray(alternatives) && !recursive) {
      const { oneOf: _oneOf, anyOf: _anyOf, ...own } = schema;
      const flats = alternatives.map((alternative) => flatten(alternative, inside));
      const others = flats.filter((flat) => !(flat.types.length === 0 && flat.nullable));
      const nullable = others.length < flats.length;
      if (others.length === 1) {
        const [only] = others as [Flat];
        return { ...only, schema: { ...only.schema, ...own }, nullable: nullable || only.nullable };
      }
      return { schema: own, types: [], nullable, variants: others, refs: inside, recursive };
    }

    const declared = Array.isArray(schema.type) ? strings(schema.type) : typeof schema.type === "string" ? [schema.type] : [];
    const types = declared.filter((type) => type !== "null");
    if (types.length === 0 && isNode(schema.properties)) types.push("object");
    return { schema, types, nullable: declared.includes("null"), variants: null, refs: inside, recursive };
  }

  function label(flat: Flat): string {
    const { schema } = flat;
    let name: string;
    if (flat.variants) {
      name = flat.variants.map(label).join(" or ");
    } else if (flat.types.length === 0) {
      name = flat.nullable ? "null" : "any";
    } else {
      name = flat.types
        .map((type) => {
          if (type === "array") return schema.items === undefined ? "array" : `array of ${pluralise(label(flatten(schema.items, flat.refs)))}`;
          if (type === "object" && !isNode(schema.properties) && isNode(schema.additionalProperties)) {
            return `map of ${pluralise(label(flatten(schema.additionalProperties, flat.refs)))}`;
          }
          if (type === "string" && (typeof schema.contentMediaType === "string" || schema.format === "binary")) return "file";
          return typeof schema.format === "string" ? `${type} (${schema.format})` : type;
        })
        .join(" or ");
    }
    return flat.nullable && name !== "null" ? `${name} or null` : name;
  }

  function notes(flat: Flat, direction: Direction): string[] {
    const { schema } = flat;
    const found: string[] = [];
    const range = (min: unknown, max: unknown, unit: string) => {
      const suffix = unit ? ` ${unit}` : "";
      if (typeof min === "number" && typeof max === "number") found.push(`${unit ? `${min} to ${max}` : `From ${min} to ${max}`}${suffix}.`);
      else if (typeof min === "number") found.push(`At least ${min}${suffix}.`);
      else if (typeof max === "number") found.push(`At most ${max}${suffix}.`);
    };
    if (schema.const !== undefined) found.push(`Always ${literal(schema.const)}.`);
    const values = (node: Node) => (Array.isArray(node.enum) ? node.enum.filter((value) => value !== null).map(literal).join(", ") : "");
    if (values(schema)) found.push(`One of ${values(schema)}.`);
    if (flat.types.includes("array") && schema.items !== undefined) {
      const items = values(flatten(schema.items, flat.refs).schema);
      if (items) found.push(`Each one of ${items}.`);
    }
    if (schema.propertyNames !== undefined) {
      const keys = values(flatten(schema.propertyNames, flat.refs).schema);
      if (keys) found.push(`Keys: ${keys}.`);
    }
    if (schema.default !== undefined) found.push(`Default ${literal(schema.default)}.`);
    range(schema.minimum, schema.maximum, "");
    range(schema.minLength, schema.maxLength, "characters");
    range(schema.minItems, schema.maxItems, "items");
    if (typeof schema.pattern === "string") found.push(`Matches ${literal(schema.pattern)}.`);
    if (direction === "request" && schema.writeOnly === true) found.push("Never returned in responses.");
    return found;
  }

  /** The object whose properties become a flat's child rows: itself, or the objects of its array. */
  function objectBehind(flat: Flat): { object: Flat; suffix: string } | null {
    if (flat.recursive || flat.variants) return null;
    if (isNode(flat.schema.properties)) return { object: flat, suffix: "." };
    if (flat.types.includes("array") && flat.schema.items !== undefined) {
      const items = flatten(flat.schema.items, flat.refs);
      if (!items.recursive && !items.variants && isNode(items.schema.properties)) return { object: items, suffix: "[]." };
    }
    return null;
  }

  const hidden = (schema: Node, direction: Direction) =>
    direction === "request" ? schema.readOnly === true : schema.writeOnly === true;

  function rows(flat: Flat, direction: Direction, depth: number, parents: string): SchemaRow[] {
    const behind = objectBehind(flat);
    if (!behind) return [];
    const required = strings(behind.object.schema.required);
    return entries(behind.object.schema.properties).flatMap(([name, raw]) => {
      const child = flatten(raw, behind.object.refs);
      if (hidden(child.schema, direction)) return [];
      const row: SchemaRow = {
        name,
        parents,
        depth,
        type: label(child),
        required: required.includes(name),
        description: typeof child.schema.description === "string" ? child.schema.description : "",
        notes: notes(child, direction),
      };
      const nested = objectBehind(child);
      return [row, ...rows(child, direction, depth + 1, `${parents}${name}${nested?.suffix ?? "."}`)];
    });
  }

  function sample(flat: Flat, direction: Direction, where: string): unknown {
    const { schema } = flat;
    if (Array.isArray(schema.examples) && schema.examples.length > 0) return schema.examples[0];
    for (const key of ["example", "const", "default"] as const) if (schema[key] !== undefined) return schema[key];
    if (Array.isArray(schema.enum) && schema.enum.length > 0) return schema.enum[0];
    if (flat.variants?.[0]) return sample(flat.variants[0], direction, where);
    const behind = objectBehind(flat);
    if (behind?.object === flat) {
      return Object.fromEntries(
        entries(schema.properties).flatMap(([name, raw]) => {
          const child = flatten(raw, flat.refs);
          return hidden(child.schema, direction) ? [] : [[name, sample(child, direction, `${where}.${name}`)]];
        }),
      );
    }
    if (flat.types.includes("array") && schema.items !== undefined) return [sample(flatten(schema.items, flat.refs), direction, `${where}[]`)];
    if (flat.nullable) return null;
    throw new OpenApiError(where, "no example to show: give the schema `examples`, a `default` or an `enum`");
  }

  return {
    view(raw: unknown, direction: Direction): SchemaView {
      const flat = flatten(raw, []);
      return {
        type: label(flat),
        description: typeof flat.schema.description === "string" ? flat.schema.description : "",
        notes: notes(flat, direction),
        rows: rows(flat, direction, 0, ""),
      };
    },
    label: (raw: unknown) => label(flatten(raw, [])),
    notes: (raw: unknown, direction: Direction) => notes(flatten(raw, []), direction),
    description: (raw: unknown) => {
      const { schema } = flatten(raw, []);
      return typeof schema.description === "string" ? schema.description : "";
    },
    /** An example value for a body whose media type gives none; `where` names it in an error. */
    example: (raw: unknown, direction: Direction, where: string) => sample(flatten(raw, []), direction, where),
  };
}

export type SchemaViews = ReturnType<typeof createSchemaViews>;
