import { Island } from "#app/islands/island.tsx";
import { TierEmailForm, type TierEmailFormProps } from "./tier-email-form.tsx";

/**
 * A tier's e-mail form as an island (app/islands/): it becomes live when the visitor first uses it;
 * a press of its button meanwhile goes on once it is.
 */
export function TierEmailFormIsland(props: TierEmailFormProps) {
  return <Island name="tier-email-form" component={TierEmailForm} props={props} />;
}
