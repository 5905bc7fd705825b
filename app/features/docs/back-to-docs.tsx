import { ArrowLeft } from "lucide-react";

/** The way back to the docs' first page, above the API reference and the search results. */
export function BackToDocs() {
  return (
    <a href="/docs" className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline">
      <ArrowLeft aria-hidden="true" className="size-4" />
      Back to Documentation
    </a>
  );
}
