/** Text typed into a search as part of a LIKE pattern: `%`, `_` and `\` are looked for as themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, "\\$&");
