// Mail to a visitor goes to whatever address was typed into a form, so nothing else typed into the
// form may reach it unchecked: a "name" that is a link, an address, markup or a sentence would let
// anyone send branded mail with their own words in it. A name is shown only when it is plainly a
// name; otherwise the e-mail greets without one.

/** Longest name shown, in characters, and most words. */
export const PLAIN_NAME_LIMITS = { length: 40, words: 3 } as const;

// One word of a name: letters (any script, with their accents), joined by an inner apostrophe or
// hyphen (O'Brien, Jean-Luc), maybe ending in a period (an initial: "J."). No digits, no other
// punctuation, no format characters (bidirectional overrides, zero-width joiners).
const NAME_WORD = /^[\p{L}\p{M}]+(?:['’-][\p{L}\p{M}]+)*\.?$/u;

/** The name, tidied (single spaces), when it is a plain name; otherwise null. */
export function plainName(value: string | null | undefined): string | null {
  const name = (value ?? "").trim().replace(/ +/g, " ");
  if (name === "" || name.length > PLAIN_NAME_LIMITS.length) return null;
  const words = name.split(" ");
  if (words.length > PLAIN_NAME_LIMITS.words) return null;
  return words.every((word) => NAME_WORD.test(word)) ? name : null;
}
