import { Island } from "#app/islands/island.tsx";
import { SolutionRequestForm, type SolutionRequestFormProps } from "./solution-request-form.tsx";

/**
 * The solution pages' shared form as an island (app/islands/): on a page that does not hydrate it
 * becomes live when the visitor first uses it; a submit meanwhile is sent once it is.
 */
export function SolutionRequestFormIsland(props: SolutionRequestFormProps) {
  return <Island name="solution-request-form" component={SolutionRequestForm} props={props} />;
}
