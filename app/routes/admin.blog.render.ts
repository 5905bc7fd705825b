import { adminJson, answerAsJson } from "#app/features/admin/json-answer.server.ts";
import { requireAdminWrite } from "#app/features/admin/guard.server.ts";
import { renderPostBody } from "#app/features/blog/markdown.server.tsx";
import { postLimits } from "#app/features/blog/post.schema.ts";
import { countWords, readTimeFor } from "#app/features/blog/reading.ts";
import type { Route } from "./+types/admin.blog.render";

export type RenderAnswer = { html: string; words: number; readTime: string } | { message: string };

/**
 * The editors' live preview of a Markdown body (a post's, a press release's): rendered by the public
 * pages' own renderer (no raw HTML, only this site's images), so what the editor sees is what readers
 * will get. Either editor's capability will do.
 */
export async function action({ request, context }: Route.ActionArgs) {
  return answerAsJson(async () => {
    const { form } = await requireAdminWrite(request, context, { can: ["blog", "content"] });
    const content = String(form.get("content") ?? "").replace(/\r\n/g, "\n");
    if (content.length > postLimits.content) {
      return adminJson({ message: "The text is too long to preview." } satisfies RenderAnswer, 422);
    }
    return adminJson({ html: renderPostBody(content), words: countWords(content), readTime: readTimeFor(content) } satisfies RenderAnswer);
  });
}
