import { Island } from "#app/islands/island.tsx";
import { DocsSearch, type DocsSearchProps } from "./docs-search.tsx";

/**
 * The docs search box as an island (app/islands/): server HTML that searches as a plain GET form
 * without script, live once the reader reaches for it ("/", a tap, a click). One line in each docs
 * toolbar; the results page passes its query and the full-width variant.
 */
export function DocsSearchBox({ initialQuery = "", variant = "toolbar" }: Partial<DocsSearchProps>) {
  return <Island name="docs-search" component={DocsSearch} props={{ initialQuery, variant }} />;
}
