import { cn } from "#app/lib/utils.ts";

// Typography for rendered Markdown; the HTML comes from the server's safe renderer.
const bodyStyles = cn(
  "text-base leading-relaxed text-foreground/90 sm:text-lg",
  // A pasted address or a long identifier breaks where it must rather than widen the page.
  "wrap-break-word [&_a]:wrap-anywhere [&_:not(pre)>code]:wrap-anywhere",
  "[&>*:first-child]:mt-0 [&_p]:mt-5",
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-foreground",
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-foreground",
  "[&_h4]:mt-6 [&_h4]:font-semibold",
  "[&_strong]:font-semibold [&_strong]:text-foreground",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6",
  "[&_li]:pl-1 [&_li>p]:mt-0 [&_li::marker]:text-primary",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic",
  "[&_code]:rounded [&_code]:bg-muted [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:font-mono [&_code]:text-[0.9em]",
  "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-brand-ink [&_pre]:p-4 [&_pre]:text-white [&_pre_code]:bg-transparent [&_pre_code]:p-0",
  "[&_hr]:my-10 [&_img]:mt-6 [&_img]:rounded-lg",
  "[&_.table-scroll]:mt-6 [&_.table-scroll]:overflow-x-auto [&_table]:w-full [&_table]:text-sm [&_th]:border-b [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:p-2",
);

/** Inserts a body rendered by features/blog/markdown.server.tsx (escaped there, never raw input). */
export function PostBody({ html }: { html: string }) {
  return <div data-post-body="" className={bodyStyles} dangerouslySetInnerHTML={{ __html: html }} />;
}
