// The marketing pages' social cards (og:image): one 1200x630 PNG per page of the route table, drawn
// from app/content/social-cards.ts in the brand's style, plus the site's default card. Output is
// gitignored and rebuilt each build; blog posts get theirs when they are published.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { defaultSocialCard, socialCardPaths, socialCardTexts } from "#app/content/social-cards.ts";
import { renderSocialCard } from "#app/features/seo/social-card.server.ts";
import { DEFAULT_SOCIAL_CARD, SOCIAL_DIR, socialCardFile } from "#app/lib/social-cards.ts";

export async function generate(publicDir: string): Promise<string[]> {
  const dir = path.join(publicDir, SOCIAL_DIR);
  await mkdir(dir, { recursive: true });
  const cards = [
    { file: path.join(publicDir, DEFAULT_SOCIAL_CARD), text: defaultSocialCard },
    ...socialCardPaths.map((page) => {
      const text = socialCardTexts[page];
      if (!text) throw new Error(`social-cards: no card text for ${page} (app/content/social-cards.ts)`);
      return { file: path.join(dir, socialCardFile(page)), text };
    }),
  ];
  for (const { file, text } of cards) await writeFile(file, renderSocialCard(text));
  return cards.map(({ file }) => file);
}
