import { type ReactNode, Suspense } from "react";

// The frame of a page kind, the same on server and browser: the Suspense boundary (see
// page-kinds.tsx) inside an element naming the kind, so entry.client.tsx can load the kind's chunk
// before hydration. `contents`: the frame adds no box, the page lays out as if it were not there.

export type PageKind = "cms" | "category" | "product";

export function PageKindFrame({ kind, children }: { kind: PageKind; children: ReactNode }) {
  return (
    <div data-page-kind={kind} className="contents">
      <Suspense fallback={null}>{children}</Suspense>
    </div>
  );
}

/** The kind of page the server rendered into `doc`, or null on other routes. */
export function pageKindOf(doc: Document): PageKind | null {
  const kind = doc.querySelector<HTMLElement>("[data-page-kind]")?.dataset.pageKind;
  return kind === "cms" || kind === "category" || kind === "product" ? kind : null;
}
