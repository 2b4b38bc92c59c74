// A page with a deferred part far below the first screen, rendered by the test on the server
// (react-dom/server) and hydrated in the browser by deferred-page.testing.tsx.
import { useState } from "react";
import { Deferred, deferredPart } from "../deferred-part";

export const farPart = deferredPart(
  () => import("./far-part.testing"),
  (m) => m.FarPart,
);

export function DeferredApp() {
  const [second, setSecond] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setSecond(true)}>
        Show another
      </button>
      <div style={{ height: "3000px" }}>Top of the page</div>
      <Deferred part={farPart} props={{ label: "Far part" }} />
      {second ? <Deferred part={farPart} props={{ label: "Second part" }} /> : null}
    </main>
  );
}
