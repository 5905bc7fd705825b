// A `cards` field: one card a line, written "icon | Title | text" (or "icon | Title | feature |
// feature …" for cards listing features), and the one parser the form's check, the public pages and
// the admin's preview read it with. The icons are a fixed list (app/features/landing/card-icons.tsx draws them).

export const CARD_ICONS = [
  "search",
  "timer",
  "file-text",
  "map",
  "eye",
  "shield-check",
  "scale",
  "swords",
  "lock",
  "zap",
  "users",
  "chart-column",
  "bell",
  "gift",
] as const;
export type CardIcon = (typeof CARD_ICONS)[number];

/** What follows a card's title: one text, or a list of features. */
export type CardBody = "text" | "features";

export type Card = { icon: CardIcon; title: string; text: string; features: string[] };

/** The most cards a field holds, and the most features a card lists. */
export const MAX_CARDS = 8;
export const MAX_FEATURES = 8;

const isCardIcon = (value: string): value is CardIcon => (CARD_ICONS as readonly string[]).includes(value);

/** How a line of the field is written, for the form's hint and its messages. */
export const cardLineShape = (body: CardBody) => (body === "text" ? "icon | Title | Text" : "icon | Title | Feature | Feature …");

/** The cards of a value, or what is wrong with it (naming the line), in the words of the field's label. */
export function parseCards(value: string, body: CardBody, label: string): { ok: true; cards: Card[] } | { ok: false; message: string } {
  const lines = value
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length > MAX_CARDS) return { ok: false, message: `${label} may hold at most ${MAX_CARDS} cards, one a line.` };
  const cards: Card[] = [];
  for (const [index, line] of lines.entries()) {
    const where = `${label}, line ${index + 1}`;
    const [icon = "", title = "", ...rest] = line.split("|").map((part) => part.trim());
    if (!isCardIcon(icon)) return { ok: false, message: `${where}: “${icon}” is not one of the icons (${CARD_ICONS.join(", ")}).` };
    if (!title) return { ok: false, message: `${where}: write the card as “${cardLineShape(body)}”; its title is missing.` };
    if (body === "text") {
      if (rest.length !== 1 || !rest[0]) return { ok: false, message: `${where}: write the card as “${cardLineShape(body)}”, with one text after the title.` };
      cards.push({ icon, title, text: rest[0], features: [] });
    } else {
      if (rest.length === 0 || rest.some((feature) => !feature)) return { ok: false, message: `${where}: write the card as “${cardLineShape(body)}”, each feature non-empty.` };
      if (rest.length > MAX_FEATURES) return { ok: false, message: `${where}: a card lists at most ${MAX_FEATURES} features.` };
      cards.push({ icon, title, text: "", features: rest });
    }
  }
  return { ok: true, cards };
}

/** The cards of a saved value (checked when it was saved); none when it no longer reads. */
export const cardsOf = (value: string | undefined, body: CardBody): Card[] => {
  const parsed = parseCards(value ?? "", body, "");
  return parsed.ok ? parsed.cards : [];
};
