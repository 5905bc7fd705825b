// Binary columns (images, their variants, social cards) on the embedded database. PGlite sends and
// reads bytea as hex text, and its own conversion goes a byte at a time through arrays of strings:
// storing a 4 MB upload held the event loop for about 800 ms and reading it back for about 300 ms
// (PGlite runs in the server's thread, so every visitor waited). Node's hex codec does the same
// conversion in about a tenth of the time (decision 042).
import type { ParserOptions, SerializerOptions } from "@electric-sql/pglite";

const BYTEA = 17;

/** bytea parameters as PostgreSQL's hex input (`\x…`). */
export const BYTEA_SERIALIZERS: SerializerOptions = {
  [BYTEA]: (value: unknown) => {
    if (!(value instanceof Uint8Array)) throw new TypeError("a bytea parameter must be bytes");
    return `\\x${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString("hex")}`;
  },
};

/** bytea results (hex output, `\x…`) as Buffers. */
export const BYTEA_PARSERS: ParserOptions = { [BYTEA]: (value: string) => Buffer.from(value.slice(2), "hex") };
