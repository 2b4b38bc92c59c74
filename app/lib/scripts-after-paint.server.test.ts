import { describe, expect, it } from "vitest";
import { HELD_PRELOAD_REL, HELD_SCRIPT_TYPE } from "../components/scripts-after-paint";
import { holdScriptsUntilPainted } from "./scripts-after-paint.server";

const page = [
  "<!DOCTYPE html><html><head><title>t</title></head><body><main><p>Sofa</p></main>",
  '<script nonce="n1">window.__reactRouterContext = {}</script>',
  '<link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n1"/>',
  '<link rel="modulepreload" href="/assets/root-b.js" nonce="n1"/>',
  '<script nonce="n1" type="module" async="">import "/assets/entry.client-a.js";</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  "</body></html>",
].join("");

describe("holdScriptsUntilPainted", () => {
  it("makes React Router's module preloads and module script inert in place, and nothing else", () => {
    const held = holdScriptsUntilPainted(page);
    expect(held).not.toContain('rel="modulepreload"');
    expect(held).not.toContain('type="module"');
    expect(held.match(new RegExp(`rel="${HELD_PRELOAD_REL}"`, "g"))).toHaveLength(2);
    expect(held).toContain(
      `<script nonce="n1" type="${HELD_SCRIPT_TYPE}" async="">import "/assets/entry.client-a.js";</script>`,
    );
    // Same elements in the same order (hydration matches), only the two attributes differ.
    const tags = (html: string) => html.match(/<[a-z]+/g);
    expect(tags(held)).toEqual(tags(page));
    expect(held).toContain('<script nonce="n1">window.__reactRouterContext = {}</script>');
    expect(held).toContain('<script type="application/ld+json">');
  });

  it("leaves a document without them as it is", () => {
    const plain = "<!DOCTYPE html><html><body><p>Oops</p></body></html>";
    expect(holdScriptsUntilPainted(plain)).toBe(plain);
  });
});
