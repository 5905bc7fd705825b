import { Island } from "#app/islands/island.tsx";
import { ApiSearch, type ApiSearchProps } from "./api-search.tsx";

/** The API catalogue's search and groups as an island (app/islands/): live once the reader reaches for the search. */
export function ApiSearchIsland(props: ApiSearchProps) {
  return <Island name="api-search" component={ApiSearch} props={props} />;
}
