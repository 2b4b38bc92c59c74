import { FlowForm, TEXT_BUTTON } from "./flow-form";
import type { LoginFlow } from "./use-login-flow";

/** The e-mail the password step is for, with "Change" back to the e-mail step. */
export function EmailSummary({ flow }: { flow: LoginFlow }) {
  const { state, dispatch } = flow;
  return (
    <FlowForm
      intent="changeEmail"
      state={state}
      onSubmit={() => dispatch({ type: "changeEmail" })}
      className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md bg-stone-100 px-3 py-2"
    >
      <p className="min-w-0 break-all text-ink">
        <span className="sr-only">Email address: </span>
        {state.email}
      </p>
      <button type="submit" disabled={state.busy} className={TEXT_BUTTON}>
        Change<span className="sr-only"> email address</span>
      </button>
    </FlowForm>
  );
}
