import { type ReactNode, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { elementAt, pathOf } from "./element-path";

// A part of a server-rendered page whose code loads only when the shopper comes near it (issue #3:
// first-load JavaScript; the footer, the product page's delivery panel and lower part). The server
// renders it in full. On hydration the browser keeps that HTML as it is (an element with an empty
// dangerouslySetInnerHTML: React neither checks nor touches its children) until the region is
// within NEAR of the viewport, is focused or clicked; then the code loads and React renders the
// same markup in place of the server's, in one commit, so nothing moves. What the shopper did
// meanwhile carries over: text typed into a field, keyboard focus, and a click (replayed on the
// same control of the new markup). After hydration (a client navigation) the region renders at once.

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

/** Plain left click without modifiers: the kind a page handles in place (others open tabs). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

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
  click: Spot | null;
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

interface DeferredRegionProps {
  /** Loads the region's code; resolves when `render` can run without suspending. */
  load: () => Promise<unknown>;
  /** Whether the code is already here (then hydration renders the region at once). */
  ready: () => boolean;
  /** The region's content; called only once its code can render. */
  render: () => ReactNode;
}

export function DeferredRegion({ load, ready, render }: DeferredRegionProps) {
  const hydrating = useHydrating();
  // The server always renders the content; the browser renders it at once unless it is hydrating
  // server HTML whose code is not loaded yet.
  const [live, setLive] = useState(() => import.meta.env.SSR || !hydrating || ready());
  const ref = useRef<HTMLDivElement>(null);
  const carried = useRef<Carried>({ click: null, focus: null, values: [] });

  useEffect(() => {
    const region = ref.current;
    if (live || !region) return;
    let started = false;
    let cancelled = false;
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
          setLive(true);
        },
        () => {
          // The code did not arrive: the server's HTML stays as it is, with plain links and forms.
          region.removeEventListener("click", onClick, true);
          const click = find(region, carried.current.click);
          if (click instanceof HTMLAnchorElement) window.location.assign(click.href);
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
      const control = (event.target as Element).closest("a[href], button");
      if (!control || !region.contains(control) || !plainClick(event)) return;
      event.preventDefault();
      event.stopPropagation();
      carried.current.click = spotOf(region, control);
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

  useEffect(() => {
    const region = ref.current;
    if (!live || !region) return;
    const { click, focus, values } = carried.current;
    carried.current = { click: null, focus: null, values: [] };
    for (const { spot, value } of values) typeInto(find(region, spot), value);
    find(region, focus)?.focus({ preventScroll: true });
    find(region, click)?.click();
  }, [live]);

  if (!live) {
    return (
      <div
        ref={ref}
        suppressHydrationWarning
        // biome-ignore lint/security/noDangerouslySetInnerHtml: empty on purpose, so hydration keeps the server's children untouched
        dangerouslySetInnerHTML={{ __html: "" }}
      />
    );
  }
  return <div ref={ref}>{render()}</div>;
}
