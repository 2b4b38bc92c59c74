import { type ComponentType, Suspense } from "react";
import { onDemand } from "../ui/on-demand";
import { DeferredRegion } from "./deferred-region";

// A component whose module is its own chunk, shown in a DeferredRegion: the server renders it in
// every response, hydration keeps that HTML until the shopper comes near, a client navigation
// renders it at once (preloaded with the page, see page-kinds.tsx).

/** On the server, every deferred part's loader, so they are all loaded before the first render. */
const serverParts: (() => Promise<void>)[] = [];

/**
 * Server only: loads the module of every deferred part declared so far (all of them, once the app's
 * modules are evaluated). entry.server.tsx awaits it before rendering, so parts render at once
 * instead of suspending; a top-level await in the declaring modules would deadlock on import cycles.
 */
export async function loadDeferredParts(): Promise<void> {
  await Promise.all(serverParts.map((load) => load()));
}

export interface DeferredPart<P> {
  /** Loads the chunk (once; one retry; a failed load is tried again on the next call). */
  preload: () => Promise<void>;
  /** The component once its chunk is here. */
  loaded: () => ComponentType<P> | undefined;
  /** Whether the last load failed (a part rendered after hydration then shows nothing). */
  failed: () => boolean;
}

export function deferredPart<M, P>(
  importer: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): DeferredPart<P> {
  // Nobody pressed for it: a failure is quiet (no stale-build reload), the caller decides.
  const load = onDemand(importer);
  let component: ComponentType<P> | undefined;
  let failed = false;
  const preload = () =>
    load.background().then(
      (module) => {
        component = pick(module);
        failed = false;
      },
      (error: unknown) => {
        failed = true;
        throw error;
      },
    );
  if (import.meta.env.SSR) serverParts.push(preload);
  return { preload, loaded: () => component, failed: () => failed };
}

function Loaded<P extends object>({ part, props }: { part: DeferredPart<P>; props: P }) {
  const Part = part.loaded();
  if (Part) return <Part {...props} />;
  // A part rendered after hydration whose chunk did not arrive shows nothing, and is not asked for
  // again on every render (the next client navigation to it tries again).
  if (part.failed()) return null;
  // Suspends (the promise protocol React.lazy uses) until the load settles either way.
  throw part.preload().catch(() => undefined);
}

/**
 * Renders `part` with `props` in a region whose code loads when the shopper comes near.
 * `offscreen` (an estimate of its height in px) is for a region that starts below the first
 * screen: the browser then skips its style and layout until it comes near the viewport
 * (`content-visibility: auto`), which is most of a long page's start-up rendering work. The
 * property goes once the region's code is live (see DeferredRegion), so pop-ups inside it are
 * never framed by its containment.
 */
export function Deferred<P extends object>({
  part,
  props,
  offscreen,
}: {
  part: DeferredPart<P>;
  props: P;
  offscreen?: number;
}) {
  return (
    <DeferredRegion
      load={part.preload}
      ready={() => part.loaded() !== undefined}
      className={offscreen ? "[content-visibility:auto]" : undefined}
      style={offscreen ? { containIntrinsicSize: `auto ${offscreen}px` } : undefined}
      render={() => (
        <Suspense fallback={null}>
          <Loaded part={part} props={props} />
        </Suspense>
      )}
    />
  );
}
