import { useEffect, useState } from "react";

/**
 * False during the server render and the first client render, true after hydration. Controls
 * that need JavaScript (a button toggling a drawer) replace their no-JS fallback (a link) then.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
