import { type Ref, useEffect, useImperativeHandle, useRef, useState } from "react";
import { FieldError } from "./flow-form";
import { type Grecaptcha, loadRecaptcha } from "./recaptcha-loader";

export interface RecaptchaHandle {
  /** The solved challenge's token, or null when it is not solved (or could not load). */
  token(): string | null;
  /** A token is single-use: a failed registration asks for a new one. */
  reset(): void;
}

/** The reCAPTCHA checkbox of Create Account; its script loads when this mounts. */
export function Recaptcha({
  siteKey,
  handleRef,
  error,
  errorId,
}: {
  siteKey: string;
  handleRef: Ref<RecaptchaHandle>;
  error?: string;
  errorId: string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ api: Grecaptcha; id: number } | null>(null);
  const [unavailable, setUnavailable] = useState(false);

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha()
      .then((api) => {
        if (cancelled || !container.current || widget.current) return;
        widget.current = { api, id: api.render(container.current, { sitekey: siteKey }) };
      })
      .catch(() => {
        if (!cancelled) setUnavailable(true);
      });
    return () => {
      cancelled = true;
    };
  }, [siteKey]);

  useImperativeHandle(handleRef, () => ({
    token: () => {
      const w = widget.current;
      return w?.api.getResponse(w.id) || null;
    },
    reset: () => {
      const w = widget.current;
      if (w) w.api.reset(w.id);
    },
  }));

  return (
    <div>
      <div ref={container} className="min-h-[78px]" />
      {unavailable ? (
        <p className="text-sm text-stone-700">
          The security check could not be loaded. Please check your connection and reload the page.
        </p>
      ) : null}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
