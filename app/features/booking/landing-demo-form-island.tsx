import { Island } from "#app/islands/island.tsx";
import { LandingDemoForm, type LandingDemoFormProps } from "./landing-demo-form.tsx";

/**
 * The landing page's demo form as an island (app/islands/): on a page that does not hydrate it
 * becomes live when the visitor first uses it; a submit meanwhile is sent once it is.
 */
export function LandingDemoFormIsland(props: LandingDemoFormProps) {
  return <Island name="landing-demo-form" component={LandingDemoForm} props={props} />;
}
