// The one way to load a part of the page on demand (a pop-up, a drawer, a header behaviour) so that
// its chunk failing to arrive (a dropped connection, or a deploy that removed the old hashed file)
// costs the shopper that part only, never the page. It ships with every page: keep it small.
import {
  Component,
  type ComponentType,
  createElement,
  forwardRef,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
} from "react";
import { notify } from "../../features/toast/notify";
import { fetchServedVersion, isNewBuild } from "../../lib/version-check";

export const LOAD_FAILED_MESSAGE =
  "This part of the page could not be loaded. Check your connection and try again.";

export interface OnDemandEnv {
  /** Wait before the one retry: a dropped connection often comes back within it. */
  retryDelayMs: number;
  /** Whether a newer build is live (then the failed chunk is gone for good). */
  isStale(): Promise<boolean>;
  /** Loads the current page from the server, as the route guard does for a new build. */
  reload(): void;
}

const browserEnv: OnDemandEnv = {
  retryDelayMs: 500,
  isStale: async () => {
    const running = typeof __BUILD_VERSION__ === "string" ? __BUILD_VERSION__ : "";
    if (!running) return false;
    return isNewBuild(await fetchServedVersion((url, init) => globalThis.fetch(url, init)), running);
  },
  // Not location.assign(href): with a "#fragment" in the address that is a same-document jump,
  // no request, and the part would wait for a reload that never comes.
  reload: () => window.location.reload(),
};

export interface OnDemandLoader<T> {
  /** The shopper wants the part now: on a stale build the page reloads instead of failing. */
  (): Promise<T>;
  /** A load the shopper did not ask for (a background read): fails, never reloads the page. */
  background(): Promise<T>;
  /** Starts fetching early (pointer or focus on the opener); a failure is left for the open. */
  preload(): void;
}

/** The message for a plain loader the shopper pressed for (a lazy piece's boundary shows it itself). */
export const notifyLoadFailed = () => notify.error(LOAD_FAILED_MESSAGE);

const settlesNever = <T,>() => new Promise<T>(() => undefined);

/**
 * Memoises `load` (one fetch however often it is asked for), retries once after a short delay, and
 * forgets a load that failed twice so the next call tries again: a rejected import is never kept.
 */
export function onDemand<T>(load: () => Promise<T>, env: OnDemandEnv = browserEnv): OnDemandLoader<T> {
  let pending: Promise<T> | undefined;
  const attempt = async () => {
    try {
      return await load();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, env.retryDelayMs));
      return load();
    }
  };
  const background = () => {
    pending ??= attempt().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
  const wanted = () =>
    background().catch(async (error: unknown) => {
      if (!(await env.isStale())) throw error;
      env.reload();
      // The page is going away: the part keeps its loading state rather than an error.
      return settlesNever<T>();
    });
  return Object.assign(wanted, { background, preload: () => void background().catch(() => undefined) });
}

/**
 * Whether `error` is a module that could not be fetched (a dropped connection, a file a deploy
 * removed), as each engine words a rejected import() or Vite's CSS preload; not a module that
 * arrived and threw while evaluating, which is a bug for the route's error page.
 */
export const isFetchFailure = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|Unable to preload CSS/.test(error.message);

/** What a lazy piece throws when its chunk did not arrive: OnDemandBoundary knows it. */
class LoadFailure extends Error {
  constructor(
    readonly reason: unknown,
    /** Gives the piece a fresh React.lazy (a rejected one stays rejected), so the next open loads again. */
    readonly renew: () => void,
  ) {
    super("An on-demand part of the page could not be loaded", { cause: reason });
  }
}

/**
 * React.lazy over an on-demand loader, to be rendered inside OnDemandBoundary. Refs are passed on
 * (the search suggestions expose a handle).
 */
// biome-ignore lint/suspicious/noExplicitAny: the same bound React.lazy itself puts on components.
export function lazyOnDemand<C extends ComponentType<any>>(load: () => Promise<{ default: C }>): C {
  const fresh = (): LazyExoticComponent<C> =>
    lazy(() =>
      load().catch((reason: unknown) => {
        if (!isFetchFailure(reason)) throw reason;
        throw new LoadFailure(reason, () => {
          current = fresh();
        });
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per module.
  const Piece = forwardRef<unknown, object>((props, ref) =>
    createElement(current as unknown as ComponentType<object>, ref ? { ...props, ref } : props),
  );
  return Piece as unknown as C;
}

interface BoundaryProps {
  /** Closes the piece (unmounting this boundary): the next open starts afresh and loads again. */
  onFail: () => void;
  /** No message: for a piece the shopper did not press for (the page works without it). */
  quiet?: boolean;
  /** Shown while the chunk loads. */
  fallback?: ReactNode;
  children: ReactNode;
}

/**
 * Suspense for an on-demand piece with a local error boundary: a chunk that did not arrive closes
 * the piece and tells the shopper, instead of reaching the route's ErrorBoundary. Any other error
 * (a chunk that arrived but threw while evaluating, too) is a bug and goes on to the route.
 */
export class OnDemandBoundary extends Component<BoundaryProps, { error: unknown }> {
  state = { error: undefined as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidCatch(error: unknown) {
    if (!(error instanceof LoadFailure)) return;
    error.renew();
    if (!this.props.quiet) notifyLoadFailed();
    this.props.onFail();
  }

  render() {
    const { error } = this.state;
    if (error === undefined)
      return <Suspense fallback={this.props.fallback ?? null}>{this.props.children}</Suspense>;
    if (error instanceof LoadFailure) return null;
    throw error;
  }
}
