import type { FlowState } from "./login-flow";
import type { PageStart } from "./login-page";
import type { NewPasswordError } from "./new-password-form";

/** What the sign-in pages' action answers after a post without JavaScript. */
export type LoginActionData =
  | { flow: FlowState }
  | { newPassword: { email: string; error: NewPasswordError } };

/** After a post without JavaScript the action's answer is where the page continues. */
export function pageStartFrom(loaderStart: PageStart, actionData: LoginActionData | undefined): PageStart {
  if (!actionData) return loaderStart;
  if ("flow" in actionData) return { mode: "flow", initial: actionData.flow };
  return { mode: "newPassword", email: actionData.newPassword.email, error: actionData.newPassword.error };
}
