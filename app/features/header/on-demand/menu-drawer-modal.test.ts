import { describe, expect, it, vi } from "vitest";
import { holdModal, onModalKeyDown } from "./menu-drawer-modal";

/** Just enough of a document for the drawer's rules: listeners, the root's style, a media query. */
function fakePage() {
  const listeners = new Map<string, (event: unknown) => void>();
  const media = { matches: false, listener: undefined as (() => void) | undefined };
  const doc = {
    activeElement: null as unknown,
    documentElement: { style: { overflow: "auto" } },
    addEventListener: (type: string, fn: (event: unknown) => void) => listeners.set(type, fn),
    removeEventListener: (type: string) => listeners.delete(type),
    defaultView: {
      matchMedia: (query: string) => {
        expect(query).toBe("(min-width: 80rem)");
        return {
          get matches() {
            return media.matches;
          },
          addEventListener: (_: string, fn: () => void) => (media.listener = fn),
          removeEventListener: () => (media.listener = undefined),
        };
      },
    },
  };
  const inside = { id: "inside" };
  const item = (name: string, visible = true) => ({
    name,
    getClientRects: () => (visible ? [{}] : []),
    focus: vi.fn(() => (doc.activeElement = item)),
  });
  const items = [item("close"), item("hidden link", false), item("Furniture"), item("Outdoor")];
  const panel = {
    ownerDocument: doc,
    contains: (node: unknown) => node === inside,
    querySelectorAll: () => items,
  } as unknown as HTMLElement;
  return { doc, media, listeners, panel, inside, items };
}

const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, preventDefault: vi.fn() });

describe("the open category drawer (loaded on first open)", () => {
  it("takes focus, locks the page's scroll, and undoes both listeners and the lock when it closes", () => {
    const page = fakePage();
    const closeButton = { focus: vi.fn() } as unknown as HTMLElement;
    const release = holdModal({ panel: page.panel, initialFocus: closeButton, onDismiss: () => {} });
    expect(closeButton.focus).toHaveBeenCalled();
    expect(page.doc.documentElement.style.overflow).toBe("hidden");
    expect([...page.listeners.keys()]).toEqual(["pointerdown"]);
    expect(page.media.listener).toBeDefined();
    release();
    expect(page.doc.documentElement.style.overflow).toBe("auto");
    expect(page.listeners.size).toBe(0);
    expect(page.media.listener).toBeUndefined();
  });

  it("is dismissed by a press outside the panel (the backdrop) or by the screen growing to desktop", () => {
    const page = fakePage();
    const onDismiss = vi.fn();
    holdModal({ panel: page.panel, initialFocus: null, onDismiss });
    const press = page.listeners.get("pointerdown")!;
    press({ target: page.inside });
    expect(onDismiss).not.toHaveBeenCalled();
    press({ target: { id: "backdrop" } });
    expect(onDismiss).toHaveBeenCalledTimes(1);
    page.media.listener?.();
    expect(onDismiss).toHaveBeenCalledTimes(1); // still a small screen
    page.media.matches = true;
    page.media.listener?.();
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it("closes on Escape and keeps Tab inside, skipping hidden items", () => {
    const page = fakePage();
    const onDismiss = vi.fn();
    const [first, , , last] = page.items;
    const escapeKey = key("Escape");
    onModalKeyDown(escapeKey as never, page.panel, onDismiss);
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(escapeKey.preventDefault).toHaveBeenCalled();

    page.doc.activeElement = last;
    const tab = key("Tab");
    onModalKeyDown(tab as never, page.panel, onDismiss);
    expect(tab.preventDefault).toHaveBeenCalled();
    expect(first.focus).toHaveBeenCalled();

    page.doc.activeElement = first;
    onModalKeyDown(key("Tab", true) as never, page.panel, onDismiss);
    expect(last.focus).toHaveBeenCalled();

    // In the middle Tab moves on by itself.
    page.doc.activeElement = page.items[2];
    const middle = key("Tab");
    onModalKeyDown(middle as never, page.panel, onDismiss);
    expect(middle.preventDefault).not.toHaveBeenCalled();
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
