// Loads Google reCAPTCHA (v2 checkbox, explicit rendering) on first need: only when a site key is
// configured and the Create Account step shows. The policy admits its script only when configured
// (server/http/security.ts).

export interface Grecaptcha {
  render(container: HTMLElement, params: { sitekey: string; callback?: (token: string) => void }): number;
  getResponse(widgetId?: number): string;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __onRecaptchaLoad?: () => void;
  }
}

export const RECAPTCHA_SCRIPT_URL =
  "https://www.google.com/recaptcha/api.js?render=explicit&onload=__onRecaptchaLoad";

let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(): Promise<Grecaptcha> {
  if (window.grecaptcha?.render) return Promise.resolve(window.grecaptcha);
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.__onRecaptchaLoad = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
      else reject(new Error("reCAPTCHA did not start"));
    };
    const script = document.createElement("script");
    script.src = RECAPTCHA_SCRIPT_URL;
    script.async = true;
    script.defer = true;
    script.onerror = () => {
      loading = null; // allow a later try
      script.remove();
      reject(new Error("reCAPTCHA could not be loaded"));
    };
    document.head.appendChild(script);
  });
  return loading;
}
