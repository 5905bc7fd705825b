import { Island } from "#app/islands/island.tsx";
import { DatasheetButton, type DatasheetButtonProps } from "./datasheet-button.tsx";

/**
 * The "Download Datasheet" button as an island (app/islands/): on a page that does not hydrate it
 * becomes live on the visitor's first pointer, focus or key on it, and a click meanwhile opens the
 * dialog once it is.
 */
export function DatasheetButtonIsland(props: DatasheetButtonProps) {
  return <Island name="datasheet-button" component={DatasheetButton} props={props} />;
}
