import { type RefObject, useEffect, useRef } from "react";
import { CodeStep } from "./code-step";
import { CreateStep } from "./create-step";
import { EmailStep } from "./email-step";
import { ResetStep } from "./reset-step";
import { SignInStep } from "./sign-in-step";
import type { LoginFlow } from "./use-login-flow";

/**
 * The current step of the flow. Each step hands its first field to `firstField`; when the step
 * changes focus moves there, so keyboard and screen-reader users land on what to do next.
 */
export function LoginSteps({
  flow,
  firstField,
  onGuest,
}: {
  flow: LoginFlow;
  firstField: RefObject<HTMLElement | null>;
  onGuest?: () => void;
}) {
  const step = flow.state.step;
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    firstField.current?.focus();
  }, [step, firstField]);

  const ref = firstField as RefObject<never>;
  switch (step) {
    case "email":
      return <EmailStep flow={flow} fieldRef={ref} onGuest={onGuest} />;
    case "signIn":
      return <SignInStep flow={flow} fieldRef={ref} />;
    case "create":
      return <CreateStep flow={flow} fieldRef={ref} />;
    case "reset":
      return <ResetStep flow={flow} fieldRef={ref} />;
    case "code":
      return <CodeStep key={flow.state.operation} flow={flow} fieldRef={ref} />;
  }
}
