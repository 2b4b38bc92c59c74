import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { pageKindOf } from "./features/page-kinds/page-kind-frame";
import { loadKind } from "./features/page-kinds/page-kinds";

// React Router's default browser entry, with one step first: on a catch-all page (product,
// category, CMS) the page kind's chunk is loaded before hydration, so the whole page hydrates in
// one pass (see page-kinds.tsx). A failed load hydrates all the same; the kind then hydrates
// when its chunk arrives.

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
if (kind) void loadKind(kind).then(hydrate, hydrate);
else hydrate();
