// @vitest-environment node
import { describe, expect, it } from "vitest";
import { inAppPath } from "./in-app-links";

const ORIGIN = "https://shop.example";
const click = {
  button: 0,
  metaKey: false,
  ctrlKey: false,
  shiftKey: false,
  altKey: false,
  defaultPrevented: false,
};

/** The parts of an <a> the decision reads (no DOM library here). */
function anchor(href: string, attrs: Record<string, string> = {}): HTMLAnchorElement {
  return {
    href: new URL(href, ORIGIN).href,
    target: attrs.target ?? "",
    getAttribute: (name: string) => (name === "href" ? href : (attrs[name] ?? null)),
    hasAttribute: (name: string) => name in attrs,
  } as unknown as HTMLAnchorElement;
}

describe("inAppPath", () => {
  it("routes a plain left click on a same-site link, keeping its query and hash", () => {
    expect(inAppPath(click, anchor("/furniture.html"), ORIGIN)).toBe("/furniture.html");
    expect(inAppPath(click, anchor("/furniture/beds.html?sort=newest#top"), ORIGIN)).toBe(
      "/furniture/beds.html?sort=newest#top",
    );
  });

  it("leaves to the browser: new-tab and download clicks, other buttons, modifier keys, handled clicks", () => {
    const link = anchor("/furniture.html");
    for (const key of ["metaKey", "ctrlKey", "shiftKey", "altKey"] as const)
      expect(inAppPath({ ...click, [key]: true }, link, ORIGIN)).toBeNull();
    expect(inAppPath({ ...click, button: 1 }, link, ORIGIN)).toBeNull();
    expect(inAppPath({ ...click, defaultPrevented: true }, link, ORIGIN)).toBeNull();
    expect(inAppPath(click, anchor("/furniture.html", { target: "_blank" }), ORIGIN)).toBeNull();
    expect(inAppPath(click, anchor("/catalog.pdf", { download: "" }), ORIGIN)).toBeNull();
  });

  it("leaves to the browser: other sites, in-page anchors and clicks outside a link", () => {
    expect(inAppPath(click, anchor("https://elsewhere.example/x"), ORIGIN)).toBeNull();
    expect(inAppPath(click, anchor("#menu-drawer"), ORIGIN)).toBeNull();
    expect(inAppPath(click, null, ORIGIN)).toBeNull();
  });
});
