/** One searchable unit: a section of a docs page, or one API operation. */
export type SearchDocument = {
  /** Unique: the URL it opens, anchor included. */
  id: string;
  href: string;
  /** The page (or operation) title. */
  title: string;
  /** The section heading inside the page, when the unit is a section. */
  section?: string;
  /** Plain text of the unit, for matching and the result's excerpt. */
  text: string;
  kind: "page" | "endpoint";
};
