// The deferred part of deferred-page.testing.tsx: a link-like button, a text field and a counter,
// so a test sees whether React (not the server's HTML) answers.
import { useState } from "react";

export function FarPart({ label }: { label: string }) {
  const [clicks, setClicks] = useState(0);
  const [typed, setTyped] = useState("");
  return (
    <section aria-label={label}>
      <h2>{label}</h2>
      <button type="button" onClick={() => setClicks((n) => n + 1)}>
        Count
      </button>
      <p>{`Clicked ${clicks}`}</p>
      <label>
        Note <input value={typed} onChange={(e) => setTyped(e.target.value)} />
      </label>
      <p>{`Typed ${typed}`}</p>
      <a href="/elsewhere">Elsewhere</a>
      <a href="/photo" target="_blank" rel="noreferrer">
        Photo in a new tab
      </a>
    </section>
  );
}
