import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageKindOf } from "./features/page-kinds/page-kind-frame";
import { loadKind } from "./features/page-kinds/page-kinds";

// React Router's default browser entry, with one step first: on a catch-all page (product,
// category, CMS) the page kind's chunk is loaded before hydration, so the whole page hydrates in
// one pass (see page-kinds.tsx). The rest of the page does not wait for it long: after
// KIND_WAIT_MS, or when the load fails, hydration starts all the same and the kind's boundary
// keeps the server's HTML until its chunk arrives (a failed load is tried again there).

const KIND_WAIT_MS = 3_000;

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

const kind = pageKindOf(document);
if (kind) {
  const waited = new Promise((resolve) => setTimeout(resolve, KIND_WAIT_MS));
  void Promise.race([loadKind(kind), waited]).then(hydrate, hydrate);
} else hydrate();
