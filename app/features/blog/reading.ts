// A post's length as readers feel it: its words (Markdown syntax and addresses not counted) and the
// minutes they take at an unhurried reading pace. Shared by the editor (live, as one types) and the
// server (a blank read time is filled in on save).

/** Words a minute an attentive reader manages on technical prose. */
export const WORDS_PER_MINUTE = 230;

/** What a post without text says: the spec's default read time. */
export const EMPTY_POST_READ_TIME = "5 min read";

/** The words a reader sees: link and image text stay, addresses, code fences and Markdown marks go. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/^```.*$/gm, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, " $1 ")
    .replace(/<?https?:\/\/\S+/g, " ");
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’._-]*/gu)?.length ?? 0;
}

/** "6 min read" for the text; the spec's default for a post with no words yet. */
export function readTimeFor(markdown: string): string {
  const words = countWords(markdown);
  if (words === 0) return EMPTY_POST_READ_TIME;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
