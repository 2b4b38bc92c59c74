import { useEffect, useRef, useState } from "react";

/** How long "Copied" shows after a copy (issue 18: the confirmation lasts 5 s). */
export const COPY_CONFIRM_MS = 5_000;

/** Writes `text` to the clipboard; false when the browser refused. */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    // No Clipboard API (an insecure origin, an old browser): the selection way.
    const field = document.createElement("textarea");
    field.value = text;
    field.setAttribute("readonly", "");
    field.style.position = "fixed";
    field.style.opacity = "0";
    document.body.append(field);
    field.select();
    const done = document.execCommand("copy");
    field.remove();
    return done;
  }
}

/**
 * A Copy button for a code or a link: "Copied" replaces its label for COPY_CONFIRM_MS, said
 * aloud through a status region; a refused copy says so.
 */
export function CopyButton({ text, label, className }: { text: string; label: string; className: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const onClick = async () => {
    const ok = await copyText(text);
    setState(ok ? "copied" : "failed");
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState("idle"), COPY_CONFIRM_MS);
  };
  return (
    <span className="inline-flex items-center gap-2">
      <button type="button" onClick={onClick} className={className} aria-label={`Copy ${label}`}>
        {state === "copied" ? "Copied" : "Copy"}
      </button>
      <span role="status" className={state === "failed" ? "text-sm text-red-700" : "sr-only"}>
        {state === "copied" ? `${label} copied` : state === "failed" ? "Copy failed: select it and copy" : ""}
      </span>
    </span>
  );
}
