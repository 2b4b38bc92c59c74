import { type CSSProperties, type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { flushSync } from "react-dom";
import { isPlainLeftClick, opensInPlace } from "../../lib/plain-click";
import { notifyLoadFailed } from "../ui/on-demand";
import { elementAt, pathOf } from "./element-path";

// A part of a server-rendered page whose code loads only when the shopper comes near it (issue #3:
// first-load JavaScript; the footer, the product page's delivery panel and lower part). The server
// renders it in full. On hydration the browser keeps that HTML as it is (an element with an empty
// dangerouslySetInnerHTML: React neither checks nor touches its children) until the region is
// within NEAR of the viewport, is focused or clicked; then the code loads and React renders the
// same markup in place of the server's, in one commit, so nothing moves. What the shopper did
// meanwhile carries over: text typed into a field, keyboard focus, and a recent click (replayed on
// the same control of the new markup). If the code does not arrive, the server's HTML stays and
// the click gets the browser's own behaviour (a link is followed, a form submitted). After
// hydration (a client navigation) the region renders at once.

/** How far below (or above) the viewport the region starts loading, so it is ready when seen. */
const NEAR = "400px 0px";

const subscribeNever = () => () => {};

/** True while React hydrates the server's HTML; false for what mounts after. */
function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
}

/** A click older than this is not replayed: the shopper has moved on. */
const REPLAY_WITHIN_MS = 3_000;

/**
 * The control a click would need the region's code for: a button, or a link the app would follow
 * in place. Links to a new tab, downloads and other sites keep the browser's own behaviour.
 */
function controlOf(target: EventTarget | null): HTMLElement | null {
  const control = target instanceof Element ? target.closest<HTMLElement>("a[href], button") : null;
  if (!(control instanceof HTMLAnchorElement)) return control;
  return opensInPlace(control, window.location.origin) ? control : null;
}

/** An element of the server's markup, found again in React's by its path and tag. */
interface Spot {
  path: number[];
  tag: string;
}

const spotOf = (region: Element, element: Element): Spot => ({
  path: pathOf(region, element),
  tag: element.tagName,
});

/** The element of the new markup standing where `spot` stood in the old, if it is of the same kind. */
function find(region: Element, spot: Spot | null): HTMLElement | null {
  const element = spot && elementAt(region, spot.path);
  return element instanceof HTMLElement && element.tagName === spot?.tag ? element : null;
}

interface Carried {
  click: (Spot & { at: number; href: string }) | null;
  focus: Spot | null;
  /** Fields whose value the shopper changed. */
  values: { spot: Spot; value: string }[];
}

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Text fields of the server's markup the shopper typed into. */
function typedFields(region: Element): Carried["values"] {
  return [...region.querySelectorAll<Field>("input:not([type=hidden]), textarea")]
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => ({ spot: spotOf(region, field), value: field.value }));
}

/** Sets a field React controls the way typing does (its value setter, then an input event). */
function typeInto(field: HTMLElement | null, value: string) {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Puts what the shopper did into React's markup: typed text, then focus, then a recent click. */
function restore(region: Element, { click, focus, values }: Carried) {
  for (const { spot, value } of values) typeInto(find(region, spot), value);
  find(region, focus)?.focus({ preventScroll: true });
  const recent =
    click && performance.now() - click.at < REPLAY_WITHIN_MS && click.href === window.location.href;
  if (recent) find(region, click)?.click();
}

interface DeferredRegionProps {
  /** Loads the region's code; resolves when `render` can run without suspending. */
  load: () => Promise<unknown>;
  /** Whether the code is already here (then hydration renders the region at once). */
  ready: () => boolean;
  /** The region's content; called only once its code can render. */
  render: () => ReactNode;
  /** Classes and style of the region's element while it holds the server's HTML (not once live in the browser). */
  className?: string;
  style?: CSSProperties;
}

export function DeferredRegion({ load, ready, render, className, style }: DeferredRegionProps) {
  const hydrating = useHydrating();
  // The server always renders the content; the browser renders it at once unless it is hydrating
  // server HTML whose code is not loaded yet.
  const [live, setLive] = useState(() => import.meta.env.SSR || !hydrating || ready());
  // The classes and style are for the server's HTML while it waits (e.g. content-visibility, whose
  // containment would otherwise make the region the frame of any fixed-position pop-up inside it):
  // kept through hydration, so it matches (`hydrating` is true on the server too), and dropped once
  // live, by the re-render after hydration or by the update that makes the region live.
  const framed = hydrating || !live;
  const box = framed ? { className, style } : {};
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried>({ click: null, focus: null, values: [] });

  useEffect(() => {
    const region = ref.current;
    if (live || !region) return;
    let started = false;
    let cancelled = false;
    let clicked: HTMLElement | null = null;
    const goLive = () => {
      if (started) return;
      started = true;
      observer.disconnect();
      load().then(
        () => {
          if (cancelled) return;
          const active = document.activeElement;
          carried.current.focus = active && region.contains(active) ? spotOf(region, active) : null;
          carried.current.values = typedFields(region);
          // Synchronously, so no keystroke or focus change falls between taking and restoring them.
          flushSync(() => setLive(true));
          restore(region, carried.current);
          carried.current = { click: null, focus: null, values: [] };
        },
        () => {
          if (cancelled) return;
          // The code did not arrive: the server's HTML stays. A pressed control gets the
          // browser's own behaviour; the region tries again when the shopper comes near again.
          started = false;
          observer.observe(region);
          const control = clicked;
          clicked = null;
          carried.current.click = null;
          if (!control) return;
          region.removeEventListener("click", onClick, true);
          control.click();
          region.addEventListener("click", onClick, true);
          if (control instanceof HTMLButtonElement && control.type !== "submit") notifyLoadFailed();
        },
      );
    };
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && goLive(),
      {
        rootMargin: NEAR,
      },
    );
    const onClick = (event: MouseEvent) => {
      const control = controlOf(event.target);
      if (!control || !region.contains(control) || !isPlainLeftClick(event)) return;
      event.preventDefault();
      event.stopPropagation();
      clicked = control;
      carried.current.click = {
        ...spotOf(region, control),
        at: performance.now(),
        href: window.location.href,
      };
      goLive();
    };
    observer.observe(region);
    region.addEventListener("click", onClick, true);
    region.addEventListener("focusin", goLive);
    return () => {
      cancelled = true;
      observer.disconnect();
      region.removeEventListener("click", onClick, true);
      region.removeEventListener("focusin", goLive);
    };
  }, [live, load]);

  if (!live) {
    return (
      <div
        ref={ref}
        {...box}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, so hydration keeps the server's children untouched
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return (
    <div ref={ref} {...box}>
      {render()}
    </div>
  );
}
