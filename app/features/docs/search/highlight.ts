// The matching words of a result, marked: plain text parts, which the page renders as text inside
// <mark> or outside it, so nothing in a document or a query is ever read as markup.
import { processTerm, WORD } from "./search-options.ts";

export type MarkedText = { text: string; marked: boolean }[];

/** Marks every word of `text` that is one of `terms` (index terms: processed, as the index keeps them). */
export function markTerms(text: string, terms: ReadonlySet<string>): MarkedText {
  const parts: MarkedText = [];
  let plainFrom = 0;
  for (const word of text.matchAll(WORD)) {
    if (!terms.has(processTerm(word[0]))) continue;
    if (word.index > plainFrom) parts.push({ text: text.slice(plainFrom, word.index), marked: false });
    parts.push({ text: word[0], marked: true });
    plainFrom = word.index + word[0].length;
  }
  if (plainFrom < text.length) parts.push({ text: text.slice(plainFrom), marked: false });
  return parts;
}

/** How much text an excerpt shows before its first match, so the match is read in context. */
const LEAD_IN = 40;

/**
 * About `length` characters of `text` around its matches, cut between words, with an ellipsis
 * where text was left out: the window that holds the most of the different matched terms (a phrase
 * rather than its first word alone), starting a little before them; the text's start when it holds
 * none (the match was in the title).
 */
export function excerpt(text: string, terms: ReadonlySet<string>, length = 180): MarkedText {
  const words = [...text.matchAll(WORD)];
  const matches = words.filter((word) => terms.has(processTerm(word[0]))).map((word) => ({
    index: word.index,
    end: word.index + word[0].length,
    term: processTerm(word[0]),
  }));
  // A window sliding over the matches, counting the different terms it holds.
  let start = 0;
  let best = 0;
  const inWindow = new Map<string, number>();
  let next = 0;
  for (const [first, match] of matches.entries()) {
    for (; next < matches.length && matches[next]!.end <= match.index + length - LEAD_IN; next++) {
      inWindow.set(matches[next]!.term, (inWindow.get(matches[next]!.term) ?? 0) + 1);
    }
    if (inWindow.size > best) {
      best = inWindow.size;
      start = Math.max(0, match.index - LEAD_IN);
    }
    if (next > first) {
      const left = (inWindow.get(match.term) ?? 1) - 1;
      if (left === 0) inWindow.delete(match.term);
      else inWindow.set(match.term, left);
    } else {
      next = first + 1;
    }
  }
  // Begin and end on whole words.
  if (start > 0) start = words.find((word) => word.index >= start)?.index ?? start;
  let end = text.length;
  if (end - start > length) {
    const last = words.filter((word) => word.index >= start && word.index + word[0].length <= start + length).at(-1);
    end = last ? last.index + last[0].length : start + length;
  }
  const parts = markTerms(text.slice(start, end), terms);
  if (start > 0) parts.unshift({ text: "…", marked: false });
  if (end < text.length) parts.push({ text: "…", marked: false });
  return parts;
}
