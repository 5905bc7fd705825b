// The one dictionary order of titles (the glossary's terms): the admin lists them in it and the
// public pages show them in it, so an accented or lower-case term lands in the same place in both.

const collator = new Intl.Collator("en");

/** Two titles in dictionary order: letters first, then accents, then case (Unicode's collation for English). */
export const compareTitles = (a: string, b: string): number => collator.compare(a, b);
